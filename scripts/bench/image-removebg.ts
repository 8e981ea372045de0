/**
 * Bench: background removal through the real UI and its engine worker, per model: cold seconds
 * (fresh page: model load from the origin or the HTTP cache + session set-up + first photo) and
 * warm seconds per photo (model resident), on 4 MP real photos (2560×1600). Figures are the
 * processor's own timings, read from the rows' notes; `stagesMs` is the warm photos' mean per-stage
 * profile (decode, resize, inference, upscale, compose, encode), the User Timing entries the
 * processor leaves in its engine worker. `warmCpuPerPhoto` is the renderer's CPU seconds per warm photo
 * (its workers and onnxruntime's threads included): it moves far less with the machine's load than
 * the wall time, so two builds can be compared on a busy machine.
 *
 * BENCH_REMOVEBG_SAVE=DIR writes each result PNG to DIR/<model>/ (to compare two builds' masks).
 */
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MODELS } from '../../plugins/image-removebg/models';
import { defaultRemovebgOptions } from '../../plugins/image-removebg/options';
import { downloadZip, waitForRows } from '../../tests/e2e/image-helpers';
import { BENCH_MEDIA_PATH, dropFiles } from './app-session';
import { browserCpuByProcess, cpuSince } from './browser-cpu';

/** The first is also the cold photo. */
export const REMOVEBG_PHOTOS = ['LadyBird.jpg', 'TwoWings.jpg', 'YellowFlower.jpg'];

/**
 * The warm photos' mean stage timings (ms) from the engine worker's `removebg:*` measures (the first
 * of each, the cold photo's, left out), and whether that worker is cross-origin isolated
 * (onnxruntime's threads need it). Only the engine worker is asked: onnxruntime's thread workers
 * sit in Atomics.wait and never answer.
 */
async function profileOf(page: Page): Promise<{ stagesMs: Record<string, number>; workerIsolated?: boolean }> {
  const worker = page.workers().find((w) => w.url().includes('removebg-engine.worker-'));
  if (!worker) return { stagesMs: {} };
  return worker.evaluate(() => {
    const byStage: Record<string, number[]> = {};
    for (const entry of performance.getEntriesByType('measure')) {
      if (entry.name.startsWith('removebg:')) (byStage[entry.name.slice(9)] ??= []).push(entry.duration);
    }
    const stagesMs: Record<string, number> = {};
    for (const [name, [, ...warm]] of Object.entries(byStage)) if (warm.length) stagesMs[name] = Math.round(warm.reduce((a, b) => a + b, 0) / warm.length);
    return { stagesMs, workerIsolated: self.crossOriginIsolated };
  });
}

async function secondsOf(page: Page, index: number): Promise<number> {
  const text = (await page.getByTestId('result-row').nth(index).textContent()) ?? '';
  const match = /Done in ([\d.]+) s/.exec(text);
  if (!match) throw new Error(`no timing in row ${index}: ${text}`);
  return Number(match[1]);
}

export async function benchImageRemovebg(newPage: () => Promise<Page>, only?: string[]): Promise<Record<string, unknown>[]> {
  const results: Record<string, unknown>[] = [];
  const saveTo = process.env.BENCH_REMOVEBG_SAVE;
  for (const model of MODELS.filter((m) => !only || only.includes(m.id))) {
    const page = await newPage();
    await page.evaluate((options) => localStorage.setItem('localbox-options:image-removebg', JSON.stringify(options)), { ...defaultRemovebgOptions, model: model.id });
    await page.goto('/image/image-removebg');
    await page.getByTestId('upload-zone').waitFor();
    const photos = [`cold-${REMOVEBG_PHOTOS[0]}`, ...REMOVEBG_PHOTOS];
    const cpu: Record<string, number> = {};
    for (const [index, name] of photos.entries()) {
      const before = browserCpuByProcess();
      await dropFiles(page, [{ url: `${BENCH_MEDIA_PATH}${name.replace(/^cold-/, '')}`, name }]);
      await waitForRows(page, index + 1, 900_000);
      cpu[name] = Math.round((cpuSince(before).renderer ?? 0) / 100) / 10;
    }
    const warm: Record<string, number> = {};
    const warmCpuPerPhoto: Record<string, number> = {};
    for (const [index, name] of REMOVEBG_PHOTOS.entries()) {
      warm[name] = await secondsOf(page, index + 1);
      warmCpuPerPhoto[name] = cpu[name];
    }
    const warmSeconds = Object.values(warm);
    results.push({
      model: model.id,
      megapixels: 4.1,
      coldSeconds: await secondsOf(page, 0),
      warmSeconds: Math.round((warmSeconds.reduce((a, b) => a + b, 0) / warmSeconds.length) * 100) / 100,
      warmPerPhoto: warm,
      warmCpuPerPhoto,
      ...(await profileOf(page)),
    });
    if (saveTo) {
      mkdirSync(path.join(saveTo, model.id), { recursive: true });
      for (const [name, bytes] of await downloadZip(page)) writeFileSync(path.join(saveTo, model.id, name), bytes);
    }
    await page.close();
  }
  return results;
}
