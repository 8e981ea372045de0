import type { Page } from '@playwright/test';
import { waitForBatchEnd, watchLongTasks } from './app-session';

const COUNT = 1000;
const SIDE = 64;

/**
 * image-converter with 1,000 small PNGs dropped at once (issue 8): every row must finish, and the
 * longest main-thread task after the drop is the figure (target ≤ 100 ms): rows are virtualised and
 * jobs go through the worker pool, so the page should never stall however long the batch.
 */
export async function benchThousandImages(page: Page) {
  await page.evaluate(() => localStorage.setItem('localbox-options:image-converter', JSON.stringify({ target: 'webp', quality: 80, background: '#ffffff' })));
  await page.goto('/image/image-converter');
  await page.getByTestId('upload-zone').waitFor();
  // The files are made in the page first, so making them is not counted as the app's work.
  await page.evaluate(
    async ({ count, side }) => {
      const transfer = new DataTransfer();
      for (let i = 0; i < count; i++) {
        const canvas = new OffscreenCanvas(side, side);
        const context = canvas.getContext('2d')!;
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        context.fillRect(0, 0, side, side);
        context.fillStyle = '#fff';
        context.fillText(String(i), 8, side / 2);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        transfer.items.add(new File([blob], `tile-${i}.png`, { type: 'image/png' }));
      }
      (window as unknown as { benchTransfer: DataTransfer }).benchTransfer = transfer;
    },
    { count: COUNT, side: SIDE },
  );
  const longestTask = await watchLongTasks(page);
  const started = Date.now();
  await page.evaluate(() => {
    const transfer = (window as unknown as { benchTransfer: DataTransfer }).benchTransfer;
    const zone = document.querySelector('[data-testid="upload-zone"]')!;
    for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  const { done, failed } = await waitForBatchEnd(page, COUNT, 900_000);
  const seconds = (Date.now() - started) / 1000;
  return {
    images: COUNT,
    seconds: Math.round(seconds * 10) / 10,
    imagesPerSecond: Math.round((COUNT / seconds) * 10) / 10,
    longestMainThreadTaskMsAfterDrop: await longestTask(),
    done,
    failed,
  };
}
