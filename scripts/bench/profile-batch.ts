import type { CDPSession } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { DEFAULT_OPTIONS } from '../../plugins/image-compress/options';
import { BENCH_MEDIA_PATH, dropAndTimeBatch, openAppSession, stageBenchMedia, stageFiles } from './app-session';
import { cpuSince, browserCpuByProcess, rendererCpuByThread } from './browser-cpu';
import { settlePage } from './long-tasks';

/**
 * A Chromium trace of image-resize's 20-photo batch (the bench's own case; TOOL=compress for
 * image-compress's MozJPEG batch), summed by thread and by
 * event: where the batch's CPU time goes (workers, the page's main thread, image decoding for the
 * thumbnails) and what the main thread's longest tasks are made of. Not part of `npm run bench`;
 * run it to explain a bench figure:
 *   npx tsx scripts/bench/profile-batch.ts   (DIST_DIR, PORT and PHOTOS as for the bench; TOOL=compress)
 * NO_TRACE=1 measures only the CPU by process and by renderer thread (/proc), without the cost of
 * tracing; REDUCED_MOTION=1 runs the page with prefers-reduced-motion (no animated progress bars);
 * WORKERS=1 tells the page it has one core (the pool at one worker, as the bench's one-worker batch).
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

const BATCH = Number(process.env.PHOTOS ?? 20);
/** The batches it can trace (TOOL=compress for image-compress's MozJPEG batch, as its bench runs it). */
const TOOLS = {
  resize: { tool: 'image-resize', options: { mode: 'pixels', width: 1280, height: null, percent: 50, keepAspectRatio: true } },
  compress: { tool: 'image-compress', options: { ...DEFAULT_OPTIONS, format: 'jpeg', mode: 'fixed', quality: 75 } },
};
const TOOL = (process.env.TOOL ?? 'resize') as keyof typeof TOOLS;
const photosDir = execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { encoding: 'utf8' }).trim().split('\n').pop()!;
const staged = stageBenchMedia(photosDir);
const session = await openAppSession(Number(process.env.PORT ?? 4181));
try {
  const page = await session.newPage();
  // A string, not a function: tsx would wrap a function in its __name helper, which the page lacks.
  if (process.env.WORKERS) await page.addInitScript(`Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get() { return ${Number(process.env.WORKERS)}; } })`);
  const { tool, options } = TOOLS[TOOL];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`localbox-options:${tool}`, JSON.stringify(options)] as const);
  if (process.env.REDUCED_MOTION) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/image/${tool}`);
  await page.getByTestId('upload-zone').waitFor();
  // Warm the pool as a visitor's first batch would find it once the page has been idle (and the
  // service worker's precache done, which would otherwise be traced with the batch).
  await settlePage(page);
  await page.waitForTimeout(1500);
  const files = Array.from({ length: BATCH }, (_, i) => ({ url: `${BENCH_MEDIA_PATH}${staged.names[i % staged.names.length]}`, name: `${i + 1}.jpg` }));

  await stageFiles(page, files);
  const tracing = !process.env.NO_TRACE;
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const finished = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  if (tracing) await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'toplevel', '__metadata'] },
  });
  if (process.env.CPU_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const [cpuStart, threadsStart] = [browserCpuByProcess(), rendererCpuByThread()];
  const wallMs = Math.round(await dropAndTimeBatch(page, BATCH));
  const cpuMsByProcess = cpuSince(cpuStart);
  const threadsEnd = rendererCpuByThread();
  const rendererCpuMsByThread = Object.fromEntries(
    Object.entries(threadsEnd)
      .map(([thread, ms]) => [thread, Math.round(ms - (threadsStart[thread] ?? 0))] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]),
  );
  const cpu = { photos: BATCH, wallMs, cpuMsByProcess, rendererCpuMsByThread };
  if (tracing) await summariseTrace(cdp, events, finished, cpu);
  else {
    console.dir(cpu, { depth: 3 });
    writeFileSync('bench-results/profile-batch.json', `${JSON.stringify(cpu, null, 2)}\n`);
  }
} finally {
  await session.close();
  staged.cleanup();
}

async function summariseTrace(cdp: CDPSession, events: TraceEvent[], finished: Promise<void>, cpu: Record<string, unknown>) {
  if (process.env.CPU_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.CPU_PROFILE, JSON.stringify(profile));
  }
  await cdp.send('Tracing.end');
  await finished;
  // The raw events, for chrome://tracing or Perfetto (TRACE_FILE=batch.json).
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify({ traceEvents: events }));

  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const threadOf = (e: TraceEvent) => threadNames.get(`${e.pid}:${e.tid}`) ?? `tid ${e.tid}`;

  // Busy time per thread: top-level tasks only (RunTask / ThreadControllerImpl::RunTask), so nesting is not counted twice.
  const topLevel = events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur);
  // The two task events nest on some threads: busy time is the union of their intervals.
  const busyByThread = new Map<string, number>();
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of topLevel) byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e]);
  for (const tasks of byThread.values()) {
    let [busy, end] = [0, -Infinity];
    for (const e of tasks.sort((a, b) => a.ts - b.ts)) {
      const [from, to] = [Math.max(e.ts, end), e.ts + e.dur!];
      if (to > from) busy += to - from;
      end = Math.max(end, to);
    }
    busyByThread.set(threadOf(tasks[0]), (busyByThread.get(threadOf(tasks[0])) ?? 0) + busy / 1000);
  }

  // What each thread's time is spent on, by event name (self time is not in the trace: totals of complete events).
  const byName = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    const key = `${threadOf(e).replace(/\d+$/, '#')} · ${e.name}`;
    byName.set(key, (byName.get(key) ?? 0) + e.dur / 1000);
  }

  // The main thread's longest tasks and the events inside each.
  const main = topLevel.filter((e) => threadOf(e) === 'CrRendererMain').sort((a, b) => b.dur! - a.dur!).slice(0, 5);
  const inside = main.map((task) => {
    const children = events.filter((e) => e.ph === 'X' && e.dur && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur! && e !== task);
    const parts = new Map<string, number>();
    for (const c of children) parts.set(c.name, (parts.get(c.name) ?? 0) + c.dur! / 1000);
    return { taskMs: Math.round(task.dur! / 1000), startUs: task.ts, parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, ms]) => `${n} ${Math.round(ms)}`) };
  });

  const round = (entries: Iterable<[string, number]>, n: number) =>
    Object.fromEntries([...entries].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, Math.round(v)]));
  const report = { ...cpu, busyMsByThread: round(busyByThread, 14), busiestEvents: round(byName, 30), longestMainThreadTasks: inside };
  console.dir(report, { depth: 4 });
  writeFileSync('bench-results/profile-batch.json', `${JSON.stringify(report, null, 2)}\n`);
}
