import type { Page } from '@playwright/test';
import { downloadZip } from '../../tests/e2e/image-helpers';
import { BENCH_MEDIA_PATH, stageFiles, waitForBatchEnd, watchLongTasks } from './app-session';

const COUNT = Number(process.env.BENCH_THOUSAND_COUNT ?? 1000);
/** Photos the baseline encodes (its time per photo is scaled to the batch). */
const BASELINE_PHOTOS = 48;

/**
 * image-converter at its defaults with 1,000 small real photos dropped at once (issues 8 and 40):
 * every row must finish; the figures are the longest main-thread task after the drop (target
 * ≤ 100 ms: rows are virtualised and jobs go through the worker pool), bytes in and out, and the
 * batch's time as a ratio to the browser's own decode + convertToBlob('image/webp', 0.8) of the
 * same photos one after another, measured in the same run (the machine may be loaded).
 * `smallPhotos`: names staged by stageSmallPhotos, used in turn.
 */
export async function benchThousandImages(page: Page, smallPhotos: string[]) {
  await page.evaluate(() => localStorage.removeItem('localbox-options:image-converter'));
  await page.goto('/image/image-converter');
  await page.getByTestId('upload-zone').waitFor();
  const files = Array.from({ length: COUNT }, (_, i) => {
    const name = smallPhotos[i % smallPhotos.length];
    return { url: `${BENCH_MEDIA_PATH}small/${name}`, name: `${i}-${name}` };
  });
  // The files are fetched into the page first, so fetching them is not counted as the app's work.
  await stageFiles(page, files);
  const { bytesIn, baselineMsPerPhoto } = await page.evaluate(async (count) => {
    // No named functions in here: tsx would wrap them in its __name helper, which the page lacks.
    const staged = [...(window as unknown as { stagedFiles: DataTransfer }).stagedFiles.files];
    const sample = staged.slice(0, count);
    let started = 0;
    // The first photo once more, untimed, to warm the encoder up.
    for (const [n, file] of [sample[0], ...sample].entries()) {
      if (n === 1) started = performance.now();
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
      bitmap.close();
      await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
    }
    return { bytesIn: staged.reduce((sum, file) => sum + file.size, 0), baselineMsPerPhoto: (performance.now() - started) / sample.length };
  }, BASELINE_PHOTOS);
  const longestTask = await watchLongTasks(page);
  const started = Date.now();
  await page.evaluate(() => {
    const transfer = (window as unknown as { stagedFiles: DataTransfer }).stagedFiles;
    const zone = document.querySelector('[data-testid="upload-zone"]')!;
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  const { done, failed } = await waitForBatchEnd(page, COUNT, 3_600_000);
  const seconds = (Date.now() - started) / 1000;
  const longestMainThreadTaskMsAfterDrop = await longestTask();
  const bytesOut = [...(await downloadZip(page)).values()].reduce((sum, bytes) => sum + bytes.byteLength, 0);
  const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
  return {
    images: COUNT,
    seconds: round(seconds),
    imagesPerSecond: round(COUNT / seconds),
    vsConvertToBlob: round((seconds * 1000) / (baselineMsPerPhoto * COUNT), 2),
    baselineMsPerPhoto: round(baselineMsPerPhoto),
    bytesIn,
    bytesOut,
    outOverIn: round(bytesOut / bytesIn, 3),
    longestMainThreadTaskMsAfterDrop,
    done,
    failed,
  };
}
