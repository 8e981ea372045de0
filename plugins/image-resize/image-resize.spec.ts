import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { expect, openRoute, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeInBrowser, fileFromDisk, readDownload, realPhotos, smallPhotos, unzip } from '../../tests/e2e/media';

test('resizes real photos to 640 px wide and zips them, without location and device details by default; a corrupt, an empty, a text and a 30000 px file each fail alone with their reason', async ({ page }) => {
  await openRoute(page, '/image/image-resize');
  await page.getByTestId('resize-mode').getByText('By pixels').click();
  await page.getByTestId('resize-width').fill('640');
  await page.getByTestId('resize-height').fill('');

  const photos = realPhotos(2);
  // scripts/fetch-media.sh: a real 640 × 400 photo with camera, date and GPS EXIF written by Debian's exiftool.
  const trip = { name: 'trip.jpg', mimeType: 'image/jpeg', buffer: readFileSync(path.resolve('.fixtures/heic/exif-gps.jpg')) };
  // A PNG whose header claims 30000×30000: refused from the header, no 3.6 GB allocation.
  const huge = Buffer.from('89504e470d0a1a0a0000000d49484452000075300000753008060000000000000000' + '0000000049454e44ae426082', 'hex');
  await page.getByTestId('upload-input').setInputFiles([
    ...photos.map((photo) => fileFromDisk(photo)),
    trip,
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) },
    { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') },
    { name: 'huge.png', mimeType: 'image/png', buffer: huge },
  ]);

  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(photos.length + 5);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(photos.length + 1, { timeout: 60_000 });
  const tripPanel = page.locator('[data-testid="result-row"][data-name="trip.jpg"]').getByTestId('row-panel');
  await tripPanel.locator('summary').click();
  await expect(tripPanel).toContainText('GPS position: 48.85840, 2.29450 (removed)');
  await expect(tripPanel).toContainText('Date taken: 2024:06:01 10:30:00 (kept)');
  const broken = page.locator('[data-testid="result-row"][data-name="broken.jpg"]');
  await expect(broken).toHaveAttribute('data-status', 'failed');
  await expect(broken.getByTestId('row-error')).toHaveText('The image file is incomplete (cut off)');
  const error = (name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`).getByTestId('row-error');
  await expect(error('empty.jpg')).toHaveText('The file is empty');
  await expect(error('notes.png')).toHaveText('Not an image in a supported format');
  await expect(error('huge.png')).toHaveText(/Image too large: 30000 × 30000 px/);
  await saveScreenshot(page, 'image-resize-results');

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-zip').click();
  const zip = await unzip(await readDownload(await downloadPromise));
  expect([...zip.keys()].sort()).toHaveLength(photos.length + 1);
  const redacted = await exifr.parse(zip.get('trip-640x400.jpg')!);
  expect(redacted.DateTimeOriginal).toBeInstanceOf(Date);
  expect([redacted.Make, redacted.Model, redacted.latitude]).toEqual([undefined, undefined, undefined]);
  for (const [name, bytes] of zip) {
    expect(name).toMatch(/-640x\d+\.jpg$/);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const size = await decodeInBrowser(page, bytes, 'image/jpeg');
    expect(size.width).toBe(640);
    expect(size.height).toBeGreaterThan(100);
  }
  // Each file's score is measured after the batch (the ZIP above did not wait for it), then shows on its row.
  const scores = page.locator('[data-testid="result-row"][data-status="done"] [data-testid="row-score"]');
  await expect(scores).toHaveCount(photos.length + 1, { timeout: 120_000 });
  for (const score of await scores.all()) expect(Number(await score.getAttribute('data-score'))).toBeGreaterThan(50);
});

test('percentage mode halves a photo and shows both dimensions on the row @slow', async ({ page }) => {
  await openRoute(page, '/image/image-resize');
  await page.getByTestId('resize-mode').getByText('By percentage').click();
  await page.getByTestId('resize-percent').fill('50');
  const [photo] = smallPhotos(1);
  await page.getByTestId('upload-input').setInputFiles(photo);
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const original = await decodeInBrowser(page, (await import('node:fs')).readFileSync(photo), 'image/jpeg');
  await expect(row.getByTestId('row-dimensions')).toHaveText(
    `${original.width}×${original.height} → ${Math.round(original.width / 2)}×${Math.round(original.height / 2)}`,
  );
});

test('an SVG and a GIF are resized too, with the defaults (within 800 × 600), and named by their new size @slow', async ({ page }) => {
  await openRoute(page, '/image/image-resize');
  const { encodeImage } = await import('../../kits/image/encode');
  const { syntheticPhoto } = await import('../../kits/image/testing/synthetic');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0a0"/><script>window.__pwned = 1</script></svg>');
  const gif = Buffer.from(await encodeImage(syntheticPhoto(1200, 1200), { format: 'gif' }));
  await page.getByTestId('upload-input').setInputFiles([
    { name: 'banner.svg', mimeType: 'image/svg+xml', buffer: svg },
    { name: 'tile.gif', mimeType: 'image/gif', buffer: gif },
  ]);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(2, { timeout: 60_000 });
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-zip').click();
  const zip = await unzip(await readDownload(await downloadPromise));
  expect([...zip.keys()].sort()).toEqual(['banner-800x450.png', 'tile-600x600.gif']);
  expect(await decodeInBrowser(page, zip.get('banner-800x450.png')!, 'image/png')).toEqual({ width: 800, height: 450 });
  expect(await decodeInBrowser(page, zip.get('tile-600x600.gif')!, 'image/gif')).toEqual({ width: 600, height: 600 });
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

/** The photo with an EXIF segment right after SOI whose orientation tag turns it a quarter (6: 90° clockwise). */
function turnedByExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.from('4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000', 'hex');
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.from([(payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

test('a photo turned by its EXIF orientation is resized upright: its shown width is the one set @slow', async ({ page }) => {
  await openRoute(page, '/image/image-resize');
  await page.getByTestId('resize-mode').getByText('By pixels').click();
  await page.getByTestId('resize-width').fill('200');
  await page.getByTestId('resize-height').fill('');
  const [photo] = smallPhotos(1);
  const stored = await decodeInBrowser(page, (await import('node:fs')).readFileSync(photo), 'image/jpeg');
  expect(stored.width).toBeGreaterThan(stored.height);
  await page.getByTestId('upload-input').setInputFiles({ name: 'turned.jpg', mimeType: 'image/jpeg', buffer: turnedByExif(fileFromDisk(photo).buffer) });
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // Upright, the photo is taller than wide: 200 px wide, and its height scaled from the stored width.
  const height = Math.round((stored.width * 200) / stored.height);
  await expect(row.getByTestId('row-dimensions')).toHaveText(`${stored.height}×${stored.width} → 200×${height}`);
  const downloadPromise = page.waitForEvent('download');
  await row.getByTestId('row-download').click();
  const output = await decodeInBrowser(page, await readDownload(await downloadPromise), 'image/jpeg');
  expect(output).toMatchObject({ width: 200, height });
});
