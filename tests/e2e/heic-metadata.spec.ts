import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { sniffFormat } from '../../kits/image/header';
import { DEFAULT_OPTIONS as COMPRESS_DEFAULTS } from '../../plugins/image-compress/options';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { expect, openRoute, test } from './fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from './image-helpers';

// Made by scripts/fetch-media.sh: a real 640 × 400 photo with camera, lens, software, date and GPS EXIF
// (Debian's exiftool), and the same photo encoded to HEIC by Debian's heif-enc (x265).
// Read when a test runs: the files are made by the global setup, after this file is loaded.
const heicFixture = () => readFileSync(path.resolve('.fixtures/heic/exif-gps.heic'));
const exifJpegFixture = () => readFileSync(path.resolve('.fixtures/heic/exif-gps.jpg'));
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** The fixture with every declared size ('ispe') made 40000 × 40000. */
function hugeHeic(): Buffer {
  const huge = Buffer.from(heicFixture());
  for (let at = huge.indexOf('ispe'); at >= 0; at = huge.indexOf('ispe', at + 4)) huge.set([...be32(40000), ...be32(40000)], at + 8);
  return huge;
}

test.describe('HEIC input and metadata', () => {
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('a real HEIC becomes a JPG of the same photo; a cut-off one and one declaring 40000 px fail alone', async ({ page }) => {
    const [heic, exifJpeg] = [heicFixture(), exifJpegFixture()];
    const engineRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/engines/heic/')) engineRequests.push(new URL(request.url()).pathname);
    });
    await presetOptions(page, 'image-converter', { ...CONVERTER_DEFAULTS, target: 'jpeg' });
    await openRoute(page, '/image/image-converter');
    expect(engineRequests).toEqual([]); // loaded only when a HEIC file arrives
    await uploadFiles(page, [
      { name: 'iphone.heic', mimeType: 'image/heic', buffer: heic },
      { name: 'cut.heic', mimeType: 'image/heic', buffer: heic.subarray(0, Math.floor(heic.length * 0.6)) },
      { name: 'huge.heic', mimeType: 'image/heic', buffer: hugeHeic() },
    ]);
    await waitForRows(page, 3);
    await expect(row(page, 'iphone.heic').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'cut.heic').getByTestId('row-error')).toHaveText('The image file is incomplete (cut off)');
    await expect(row(page, 'huge.heic').getByTestId('row-error')).toContainText('40000 × 40000');
    expect(engineRequests.some((request) => request.endsWith('/libheif.wasm'))).toBe(true);

    const jpeg = (await downloadZip(page)).get('iphone.jpg')!;
    expect(sniffFormat(jpeg)).toBe('jpeg');
    const [converted, original] = [await decodeAny(jpeg), await decodeAny(new Uint8Array(exifJpeg))];
    expect([converted.width, converted.height]).toEqual([640, 400]);
    // The same photo: HEVC at quality 60 then JPEG, against the JPEG it was made from.
    let difference = 0;
    for (let i = 0; i < original.data.length; i += 4) difference += Math.abs(converted.data[i + 1] - original.data[i + 1]);
    expect(difference / (original.data.length / 4)).toBeLessThan(8);
  });

  test('metadata: location and device details removed, then all kept, then all removed, read back with exifr', async ({ page }) => {
    const exifJpeg = exifJpegFixture();
    await presetOptions(page, 'image-compress', { ...COMPRESS_DEFAULTS, metadata: 'private' });
    await openRoute(page, '/image/image-compress');
    await uploadFiles(page, [{ name: 'trip.jpg', mimeType: 'image/jpeg', buffer: exifJpeg }]);
    await waitForRows(page, 1);
    const panel = row(page, 'trip.jpg').getByTestId('row-panel');
    await panel.locator('summary').click();
    await expect(panel).toContainText('GPS position: 48.85840, 2.29450 (removed)');
    await expect(panel).toContainText('Camera: Canon EOS 80D (removed)');
    await expect(panel).toContainText('Date taken: 2024:06:01 10:30:00 (kept)');
    const redacted = await exifr.parse((await downloadZip(page)).get('trip-compressed.jpg')!);
    expect(redacted.DateTimeOriginal).toBeInstanceOf(Date);
    expect([redacted.Make, redacted.Model, redacted.LensModel, redacted.latitude]).toEqual([undefined, undefined, undefined, undefined]);

    const redo = async (label: string) => {
      await page.getByTestId('option-metadata').selectOption({ label });
      await expect(row(page, 'trip.jpg')).not.toHaveAttribute('data-outdated', /.*/, { timeout: 60_000 });
      await waitForRows(page, 1);
      return (await downloadZip(page)).get('trip-compressed.jpg')!;
    };
    const kept = await exifr.parse(await redo('Keep all'));
    expect([kept.Make, kept.Model]).toEqual(['Canon', 'Canon EOS 80D']);
    expect(kept.latitude).toBeCloseTo(48.8584, 4);
    expect(await exifr.parse(await redo('Remove all'))).toBeUndefined();
  });
});
