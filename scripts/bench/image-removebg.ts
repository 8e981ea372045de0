/**
 * Bench: background removal through the real UI and its engine worker, per model: cold seconds
 * (fresh page: model load from the origin or the HTTP cache + session set-up + first photo) and
 * warm seconds (the next photo, model resident), on a 4 MP real photo (LadyBird.jpg, 2560×1600).
 * Figures are the processor's own timings, read from the row's note; `stagesMs` is the warm photo's
 * per-stage profile (decode, resize, inference, upscale, compose, encode), the User Timing entries
 * the processor leaves in its engine worker.
 */
import type { Page } from '@playwright/test';
import { MODELS } from '../../plugins/image-removebg/models';
import { defaultRemovebgOptions } from '../../plugins/image-removebg/options';
import { waitForRows } from '../../tests/e2e/image-helpers';
import { BENCH_MEDIA_PATH, dropFiles } from './app-session';

const PHOTO = 'LadyBird.jpg';

/**
 * The last photo's stage timings (ms) from the engine worker's `removebg:*` measures, and whether
 * that worker is cross-origin isolated (onnxruntime's threads need it).
 */
async function profileOf(page: Page): Promise<{ stagesMs: Record<string, number>; workerIsolated?: boolean }> {
  for (const worker of page.workers()) {
    const profile = await worker.evaluate(() => {
      const last: Record<string, number> = {};
      for (const entry of performance.getEntriesByType('measure')) {
        if (entry.name.startsWith('removebg:')) last[entry.name.slice(9)] = Math.round(entry.duration);
      }
      return { stagesMs: last, workerIsolated: self.crossOriginIsolated };
    });
    if (Object.keys(profile.stagesMs).length) return profile;
  }
  return { stagesMs: {} };
}

async function secondsOf(page: Page, index: number): Promise<number> {
  const text = (await page.getByTestId('result-row').nth(index).textContent()) ?? '';
  const match = /Done in ([\d.]+) s/.exec(text);
  if (!match) throw new Error(`no timing in row ${index}: ${text}`);
  return Number(match[1]);
}

export async function benchImageRemovebg(newPage: () => Promise<Page>, only?: string[]): Promise<Record<string, unknown>[]> {
  const results: Record<string, unknown>[] = [];
  for (const model of MODELS.filter((m) => !only || only.includes(m.id))) {
    const page = await newPage();
    await page.evaluate((options) => localStorage.setItem('localbox-options:image-removebg', JSON.stringify(options)), { ...defaultRemovebgOptions, model: model.id });
    await page.goto('/image/image-removebg');
    await page.getByTestId('upload-zone').waitFor();
    await dropFiles(page, [{ url: `${BENCH_MEDIA_PATH}${PHOTO}`, name: 'cold.jpg' }]);
    await waitForRows(page, 1, 900_000);
    await dropFiles(page, [{ url: `${BENCH_MEDIA_PATH}${PHOTO}`, name: 'warm.jpg' }]);
    await waitForRows(page, 2, 900_000);
    results.push({ model: model.id, megapixels: 4.1, coldSeconds: await secondsOf(page, 0), warmSeconds: await secondsOf(page, 1), ...(await profileOf(page)) });
    await page.close();
  }
  return results;
}
