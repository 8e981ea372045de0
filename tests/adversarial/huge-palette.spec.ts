import { samplePeak } from '../../scripts/bench/renderer-memory';
import { expect, openRoute, test } from '../e2e/fixtures';
import { uploadFiles, waitForRows } from '../e2e/image-helpers';
import { blackPng } from './hostile';

/**
 * A 292 KB all-black PNG of 10000×10000 (exactly the 100 MP limit) on image-compress at its
 * defaults (PNG below quality 90 is reduced to a 256-colour palette): the palette was built from
 * every pixel (an object per pixel), the tab grew to 5 GB and crashed (issue 41). It must end on its
 * own row, done or failed with a message, the renderer under 2 GB (2,000,000,000 bytes). With a
 * sampled palette it still peaked at 2.58 GB (2458 MiB): OxiPNG took the picture back as RGBA and
 * grew to 13 bytes a pixel. Measured with OxiPNG reading an indexed PNG and the decoder's bitmap and
 * canvas let go as soon as read: 1.42 GB (1350 MiB, 400 MiB of it the idle page).
 */
test('a 100 MP black PNG at image-compress defaults ends on its row, the renderer under 2 GB @slow', async ({ page }) => {
  test.setTimeout(600_000);
  const png = blackPng(10_000, 10_000);
  expect(png.byteLength).toBeLessThan(400_000);
  let crashed = false;
  page.on('crash', () => (crashed = true));
  await openRoute(page, '/image/image-compress');
  const memory = await samplePeak(page);
  await uploadFiles(page, [{ name: 'black.png', mimeType: 'image/png', buffer: png }]);
  await waitForRows(page, 1, 540_000);
  const peak = memory.stop();
  console.log(`renderer peak ${Math.round(peak / 2 ** 20)} MB (idle ${Math.round(memory.idle / 2 ** 20)} MB)`);
  expect(crashed).toBe(false);
  expect(peak, `renderer peak ${Math.round(peak / 2 ** 20)} MB`).toBeLessThan(2_000_000_000);
  const row = page.getByTestId('result-row');
  const status = await row.getAttribute('data-status');
  if (status === 'failed') await expect(row.getByTestId('row-error')).not.toHaveText(/unknown/i);
  else expect(status).toBe('done');
});
