import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sniffFormat } from '../../kits/image/header';
import { gridHeic, tileFromHeic } from '../../kits/image/testing/heif-files';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { samplePeak } from '../../scripts/bench/renderer-memory';
import { expect, openRoute, test } from '../e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';

// A real 640 × 400 photo encoded by Debian's heif-enc (scripts/fetch-media.sh); its coded picture is the
// tile of every grid here, all tiles pointing at the same bytes (how a 48 KB file held 961 tiles).
const photo = () => new Uint8Array(readFileSync(path.resolve('.fixtures/heic/exif-gps.heic')));
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/**
 * A HEIC grid declaring 64 × 64 while holding 31 × 31 tiles was decoded tile by tile before anything
 * noticed (37 s and ~950 MB in the attacker's run; 81 s here in Node, ending in a 64 × 64 picture),
 * and a grid whose tiles overran its size came out as if nothing were wrong (issue 41). The grid's
 * real size is now read from its boxes before libheif sees the file: the row fails at once with the
 * size the tiles amount to, the batch goes on, and genuine HEICs, grids included, still convert.
 */
test('HEIC grids that lie about their size fail at once on their row; real ones still convert @slow', async ({ page }) => {
  test.setTimeout(240_000);
  await nodeCodecs();
  const tile = tileFromHeic(photo());
  const files = [
    ['lying.heic', gridHeic({ rows: 31, columns: 31, width: 64, height: 64, tile })],
    ['overrun.heic', gridHeic({ rows: 4, columns: 4, width: 640, height: 400, tile })],
    ['tiled.heic', gridHeic({ rows: 2, columns: 2, width: 1200, height: 700, tile })],
    ['photo.heic', photo()],
  ] as const;
  expect(files[0][1].length).toBeLessThan(80_000);
  let crashed = false;
  page.on('crash', () => (crashed = true));
  await presetOptions(page, 'image-converter', { ...CONVERTER_DEFAULTS, target: 'jpeg' });
  await openRoute(page, '/image/image-converter');
  const memory = await samplePeak(page);
  await uploadFiles(page, files.map(([name, bytes]) => ({ name, mimeType: 'image/heic', buffer: Buffer.from(bytes) })));

  // 246 MP of tiles behind a 64 × 64 label: refused from the boxes, long before one tile could be decoded.
  await expect(row(page, 'lying.heic').getByTestId('row-error')).toHaveText('Image too large: 19840 × 12400 px (limit 100 megapixels)', { timeout: 15_000 });
  await expect(row(page, 'overrun.heic').getByTestId('row-error')).toHaveText('The image could not be decoded (damaged or unsupported)', { timeout: 15_000 });
  await waitForRows(page, files.length, 180_000);
  const peak = memory.stop();
  console.log(`renderer peak ${Math.round(peak / 2 ** 20)} MB (idle ${Math.round(memory.idle / 2 ** 20)} MB)`);
  expect(crashed).toBe(false);
  for (const name of ['tiled.heic', 'photo.heic']) await expect(row(page, name).getByTestId('row-status'), name).toHaveText('Conversion Successful');

  const zip = await downloadZip(page);
  const [tiled, single] = [zip.get('tiled.jpg')!, zip.get('photo.jpg')!];
  expect([sniffFormat(tiled), sniffFormat(single)]).toEqual(['jpeg', 'jpeg']);
  const [tiledPixels, singlePixels] = [await decodeAny(tiled), await decodeAny(single)];
  expect([tiledPixels.width, tiledPixels.height, singlePixels.width, singlePixels.height]).toEqual([1200, 700, 640, 400]);
  // The grid's bottom-right tile is the photo again, cut at the declared size.
  const green = (pixels: typeof tiledPixels, x: number, y: number) => pixels.data[(y * pixels.width + x) * 4 + 1];
  let difference = 0;
  for (let y = 0; y < 300; y += 7) for (let x = 0; x < 560; x += 7) difference += Math.abs(green(tiledPixels, 640 + x, 400 + y) - green(singlePixels, x, y));
  expect(difference / (Math.ceil(300 / 7) * Math.ceil(560 / 7))).toBeLessThan(10);
});
