import type { Browser, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Waits as a visitor does before dropping files a moment after opening a tool: until its service
 * worker has installed (its precache downloads, 5 s at most) and the page is idle. Otherwise a
 * batch dropped the instant the page appears shares the CPU with the first visit's precaching.
 */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const timeout = new Promise((resolve) => setTimeout(resolve, 5000));
    if ('serviceWorker' in navigator) await Promise.race([navigator.serviceWorker.ready, timeout]);
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Longest main-thread task by the CPU time the thread spent on it (trace `tdur`), next to its wall
 * time: on a busy machine the wall time of a task grows with every other process, the CPU time
 * does not, so the pair tells the page's own cost apart from the machine's load. With
 * BENCH_TRACE_DIR set, each trace is also written there (open it in DevTools' Performance panel).
 */
export async function traceLongestTask<T>(browser: Browser, page: Page, action: () => Promise<T>): Promise<{ result: T; cpuMs: number; wallMs: number }> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await action();
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) {
    mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `trace-${Date.now()}.json`), trace);
  }
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // Every renderer's main thread: a fresh page's navigation may move it to a renderer of its own.
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid));
  const tasks = events.filter((e) => mains.has(e.tid) && e.ph === 'X' && e.name === 'RunTask');
  const cpu = Math.max(0, ...tasks.map((e) => e.tdur ?? 0));
  const wall = Math.max(0, ...tasks.map((e) => e.dur ?? 0));
  return { result, cpuMs: Math.round(cpu / 1000), wallMs: Math.round(wall / 1000) };
}
