import { encodeImage } from '../../kits/image/encode';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { DEFAULT_OPTIONS } from '../../plugins/image-compress/options';
import { expect, openRoute, test } from '../e2e/fixtures';
import { nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';

/**
 * "Automatic" format on pictures too thin to score (SSIMULACRA2 needs 8×8) or too wide for WebP
 * (16383 px a side): each row failed with "Unknown error" (issue 41). They must come out.
 */
test('Automatic format writes 1×1, 1×30000, 30000×1 and 32767×8 PNGs @slow', async ({ page }) => {
  test.setTimeout(300_000);
  await nodeCodecs();
  const sizes = [[1, 1], [1, 30_000], [30_000, 1], [32_767, 8]];
  const files = await Promise.all(
    sizes.map(async ([width, height]) => ({
      name: `${width}x${height}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(await encodeImage(syntheticPhoto(width, height), { format: 'png', colours: 'all' })),
    })),
  );
  await presetOptions(page, 'image-compress', { ...DEFAULT_OPTIONS, format: 'auto' });
  await openRoute(page, '/image/image-compress');
  await uploadFiles(page, files);
  await waitForRows(page, files.length, 280_000);
  for (const { name } of files) {
    const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
    await expect(row.getByTestId('row-error'), name).toHaveCount(0);
    await expect(row, name).toHaveAttribute('data-status', 'done');
  }
});
