import type { Page } from '@playwright/test';
import { BENCH_MEDIA_PATH, dropAndTimeBatch, stageFiles, watchLongTasks } from './app-session';
import { browserCpuByProcess, cpuSince } from './browser-cpu';
import { settlePage } from './long-tasks';

/** 20 photos; BENCH_RESIZE_PHOTOS=50 for the 50-photo batch (its longest main-thread task). */
const BATCH_SIZE = Number(process.env.BENCH_RESIZE_PHOTOS ?? 20);
const TARGET_WIDTH = 1280;

/**
 * image-resize: 20 real photos to 1280 px wide through the real UI and worker pool, against the
 * same work (decode, high-quality resize, JPEG encode) done one by one on the main thread.
 * `names` are photos staged under BENCH_MEDIA_PATH on the app's origin.
 */
export async function benchImageResize(pageForPool: Page, pageForMainThread: Page, names: string[]) {
  const files = Array.from({ length: BATCH_SIZE }, (_, i) => ({
    url: `${BENCH_MEDIA_PATH}${names[i % names.length]}`,
    name: `${i + 1}-${names[i % names.length]}`,
  }));
  const urls = files.map((f) => f.url);

  const megapixels = await pageForPool.evaluate(async (list) => {
    let total = 0;
    for (const url of list) {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      total += (bitmap.width * bitmap.height) / 1e6;
      bitmap.close();
    }
    return total;
  }, urls);

  // Through the pool, as a visitor would: options saved, files dropped, wait for every row.
  const options = { mode: 'pixels', width: TARGET_WIDTH, height: null, percent: 50, keepAspectRatio: true };
  await pageForPool.evaluate((value) => localStorage.setItem('localbox-options:image-resize', value), JSON.stringify(options));
  if (process.env.BENCH_RESIZE_WORKERS) await pageForPool.addInitScript(`Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get() { return ${Number(process.env.BENCH_RESIZE_WORKERS)}; } })`);
  await pageForPool.goto('/image/image-resize');
  await pageForPool.getByTestId('upload-zone').waitFor();
  await settlePage(pageForPool);
  // Both sides time the work on files already in the page, not their download from the bench's server.
  await stageFiles(pageForPool, files);
  const longestPoolTask = await watchLongTasks(pageForPool);
  const poolCpuStart = browserCpuByProcess();
  const poolSeconds = (await dropAndTimeBatch(pageForPool, BATCH_SIZE)) / 1000;
  const failed = await pageForPool.locator('[data-testid="result-row"][data-status="failed"]').count();
  if (failed) throw new Error(`${failed} of the pool's rows failed`);
  const poolCpu = cpuSince(poolCpuStart);
  const poolLongestTaskMs = await longestPoolTask();
  // Each row's score is measured once the batch is done (FileInfo.scoreLater): waited for here, so
  // it does not run beside the main-thread side, and timed apart.
  const scoresCpuStart = browserCpuByProcess();
  const scoresStart = Date.now();
  await pageForPool.waitForFunction((total) => document.querySelectorAll('[data-testid="row-score"]').length === total, BATCH_SIZE, { timeout: 600_000, polling: 250 });
  const scoresSecondsAfterBatch = (Date.now() - scoresStart) / 1000;
  const scoresCpu = cpuSince(scoresCpuStart);

  // The same work on the main thread, on the same photos already in the page.
  await pageForMainThread.evaluate(async (list) => {
    (window as unknown as { benchBlobs: Blob[] }).benchBlobs = await Promise.all(list.map(async (url) => (await fetch(url)).blob()));
  }, urls);
  await settlePage(pageForMainThread);
  const longestMainTask = await watchLongTasks(pageForMainThread);
  const mainCpuStart = browserCpuByProcess();
  const mainSeconds = await pageForMainThread.evaluate(
    async ({ width }) => {
      const blobs = (window as unknown as { benchBlobs: Blob[] }).benchBlobs;
      const start = performance.now();
      for (const blob of blobs) {
        const original = await createImageBitmap(blob);
        const height = Math.round((original.height * width) / original.width);
        const resized = await createImageBitmap(original, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [width, height];
        canvas.getContext('2d')!.drawImage(resized, 0, 0);
        await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
        original.close();
        resized.close();
      }
      return (performance.now() - start) / 1000;
    },
    { width: TARGET_WIDTH },
  );
  const mainCpu = cpuSince(mainCpuStart);
  const mainLongestTaskMs = await longestMainTask();

  const round = (n: number) => Math.round(n * 100) / 100;
  const sum = (cpu: Record<string, number>) => Object.values(cpu).reduce((total, ms) => total + ms, 0);
  return {
    photos: BATCH_SIZE,
    megapixels: round(megapixels),
    poolMegapixelsPerSecond: round(megapixels / poolSeconds),
    mainThreadMegapixelsPerSecond: round(megapixels / mainSeconds),
    poolSpeedVsMainThread: round(mainSeconds / poolSeconds),
    // The browser's CPU time for each (all its processes): what the batch costs, whatever the machine's load.
    poolCpuMs: sum(poolCpu),
    mainThreadCpuMs: sum(mainCpu),
    poolCpuByProcess: JSON.stringify(poolCpu),
    mainThreadCpuByProcess: JSON.stringify(mainCpu),
    poolLongestMainThreadTaskMs: poolLongestTaskMs,
    scoresSecondsAfterBatch: round(scoresSecondsAfterBatch),
    scoresCpuMs: sum(scoresCpu),
    mainThreadLongestTaskMs: mainLongestTaskMs,
  };
}
