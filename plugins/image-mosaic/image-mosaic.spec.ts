import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { encodeImage } from '../../kits/image/encode';
import { sniffFormat } from '../../kits/image/header';
import type { Pixels } from '../../kits/image/pixels';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { expect, openRoute, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { pixelate } from '../../plugins/image-mosaic/pixelate';
import { decodeAny, nodeCodecs } from '../../tests/e2e/image-helpers';
import { decodeInBrowser, fileFromDisk, readDownload, realPhotos, smallPhotos, unzip } from '../../tests/e2e/media';
import { seriousAxeViolations } from '../../tests/e2e/axe';

const ROUTE = '/image/image-mosaic';
const BLOCK = 10; // the default block size (the specification's)

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function pngOf(image: Pixels): Promise<Buffer> {
  return Buffer.from(await encodeImage(image, { format: 'png', colours: 'all' }));
}

/** Drags on the editor canvas between two points given as fractions of its displayed size. */
async function dragOnCanvas(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByTestId('mosaic-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from[0] + to[0]) / 2), box.y + box.height * ((from[1] + to[1]) / 2), { steps: 4 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

async function regionsShown(page: Page): Promise<Rect[]> {
  const rects = await page.getByTestId('region-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-rect')!));
  return rects.map((text) => {
    const [x, y, width, height] = text.split(',').map(Number);
    return { x, y, width, height };
  });
}

async function applyAndDownload(page: Page): Promise<Buffer> {
  await page.getByTestId('mosaic-apply').click();
  // A full-resolution photo is decoded, pixelated and re-encoded in a worker: on a busy 2-core machine
  // that took over a minute, so the wait is long (it ends as soon as the result shows).
  await expect(page.getByTestId('mosaic-result')).toBeVisible({ timeout: 180_000 });
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mosaic-download').click()]);
  return readDownload(download);
}

/** A JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6), APP1 placed after JFIF. */
function withOrientation6(jpeg: Buffer): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  const afterJfif = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterJfif), app1, jpeg.subarray(afterJfif)]);
}

/** Decodes with the browser (also palette PNGs with < 8 bits, which the Node decoder rejects). */
async function decodePixelsInBrowser(page: Page, bytes: Buffer, type: string): Promise<Pixels> {
  const { width, height, data } = await page.evaluate(
    async ({ array, mime }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(array)], { type: mime }), { premultiplyAlpha: 'none' });
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data] };
    },
    { array: [...bytes], mime: type },
  );
  return { width, height, data: new Uint8ClampedArray(data) };
}

const decodedCopy = (image: Pixels): Pixels => ({ width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) });
const inside = (rects: Rect[], x: number, y: number) => rects.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
const offset = (image: Pixels, x: number, y: number) => (y * image.width + x) * 4;
const samePixel = (a: Pixels, b: Pixels, x: number, y: number) => {
  const i = offset(a, x, y);
  return a.data[i] === b.data[i] && a.data[i + 1] === b.data[i + 1] && a.data[i + 2] === b.data[i + 2] && a.data[i + 3] === b.data[i + 3];
};

/** Pixels of `rects` that differ from the first pixel of their grid cell ∩ rects. */
function nonUniformPixels(image: Pixels, rects: Rect[]): number {
  let count = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!inside(rects, x, y)) continue;
      // The first covered pixel of the cell in reading order.
      let first: [number, number] | null = null;
      for (let cy = Math.floor(y / BLOCK) * BLOCK; cy <= y && !first; cy++) {
        for (let cx = Math.floor(x / BLOCK) * BLOCK; cx < Math.min(image.width, Math.floor(x / BLOCK) * BLOCK + BLOCK); cx++) {
          if (inside(rects, cx, cy)) {
            first = [cx, cy];
            break;
          }
        }
      }
      if (first && !samePixelAt(image, x, y, first)) count++;
    }
  }
  return count;
}
const samePixelAt = (image: Pixels, x: number, y: number, [fx, fy]: [number, number]) => {
  const i = offset(image, x, y);
  const j = offset(image, fx, fy);
  return [0, 1, 2, 3].every((k) => image.data[i + k] === image.data[j + k]);
};

/** Mean absolute RGB difference between two same-size images over the pixels where `where` holds. */
function meanDifference(a: Pixels, b: Pixels, where: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (!where(x, y)) continue;
      const i = offset(a, x, y);
      sum += Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
      count++;
    }
  }
  return sum / count / 3;
}

test.describe('image-mosaic', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('PNG: two regions (one dragged up/left) are pixelated in uniform blocks, every other pixel is exact; undo/redo @slow', async ({ page }) => {
    const source = syntheticPhoto(400, 300);
    await openRoute(page, ROUTE);
    await page.getByTestId('upload-input').setInputFiles({ name: 'gradient.png', mimeType: 'image/png', buffer: await pngOf(source) });
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible();

    await dragOnCanvas(page, [0.1, 0.1], [0.4, 0.5]);
    await dragOnCanvas(page, [0.9, 0.9], [0.6, 0.55]); // up and to the left
    await expect(page.getByTestId('region-item')).toHaveCount(2);
    const rects = await regionsShown(page);
    expect(rects[0].x).toBeGreaterThanOrEqual(38);
    expect(rects[0].x).toBeLessThanOrEqual(42);
    expect(rects[1].x + rects[1].width).toBeGreaterThanOrEqual(358);
    expect(rects[1].y).toBeGreaterThanOrEqual(162);

    // Undo and redo: keyboard shortcuts and buttons.
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('region-item')).toHaveCount(1);
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId('region-item')).toHaveCount(2);
    await page.getByTestId('mosaic-undo').click();
    await page.getByTestId('mosaic-undo').click();
    await expect(page.getByTestId('region-item')).toHaveCount(0);
    await page.keyboard.press('Control+y');
    await page.getByTestId('mosaic-redo').click();
    await expect(page.getByTestId('region-item')).toHaveCount(2);
    expect(await regionsShown(page)).toEqual(rects);
    await expect(page.getByTestId('mosaic-redo')).toBeDisabled();
    await saveScreenshot(page, 'image-mosaic-editor');

    const output = await decodeAny(await applyAndDownload(page));
    expect([output.width, output.height]).toEqual([400, 300]);
    let changed = 0;
    let changedOutside = 0;
    for (let y = 0; y < 300; y++) {
      for (let x = 0; x < 400; x++) {
        const same = samePixel(output, source, x, y);
        if (!inside(rects, x, y)) changedOutside += same ? 0 : 1;
        else changed += same ? 0 : 1;
      }
    }
    expect(changedOutside).toBe(0);
    const area = rects.reduce((sum, r) => sum + r.width * r.height, 0);
    expect(changed / area).toBeGreaterThan(0.9);
    expect(nonUniformPixels(output, rects)).toBe(0);

    // One toggle: Editor, Result, Original (no second toggle stacked under the first).
    await page.getByTestId('mosaic-view').getByText('Original').click();
    await expect(page.getByTestId('mosaic-result-image')).toHaveAttribute('data-showing', 'before');
    await expect(page.getByRole('radiogroup')).toHaveCount(2); // this toggle and the block shape
    await page.getByTestId('mosaic-view').getByText('Result').click();
    await expect(page.getByTestId('mosaic-result-image')).toHaveAttribute('data-showing', 'after');
    await saveScreenshot(page, 'image-mosaic-result');

    // Removing a region from the list marks the result out of date.
    await page.getByTestId('mosaic-view').getByText('Editor').click();
    await page.getByRole('button', { name: 'Remove region 1' }).click();
    await expect(page.getByTestId('region-item')).toHaveCount(1);
  });

  // `npm test` takes the photo 640 px wide; the full suite also the 2560 × 1600 original.
  for (const [size, tag] of [['640 px', ''], ['full size', ' @slow']] as const) {
    test(`real JPG photo (${size}): the region changes, the rest stays within JPEG tolerance${tag}`, async ({ page }) => {
      const [photo] = size === 'full size' ? realPhotos(1) : smallPhotos(1);
      const input = readFileSync(photo);
      await openRoute(page, ROUTE);
      await page.getByTestId('upload-input').setInputFiles(fileFromDisk(photo));
      await expect(page.getByTestId('mosaic-canvas')).toBeVisible({ timeout: 30_000 });
      const slider = page.getByRole('slider', { name: 'Block size' });
      await slider.focus();
      await page.keyboard.press('End');
      await expect(page.getByText('Block size: 200 px')).toBeVisible();
      await dragOnCanvas(page, [0.3, 0.3], [0.6, 0.7]);
      const rects = await regionsShown(page);
      expect(rects).toHaveLength(1);

      const started = Date.now();
      const bytes = await applyAndDownload(page);
      test.info().annotations.push({ type: `apply + download, ${size} JPG`, description: `${Date.now() - started} ms` });
      expect(sniffFormat(bytes)).toBe('jpeg');
      const [before, after] = [await decodeAny(input), await decodeAny(bytes)];
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const [r] = rects;
      // Region coordinates are in original pixels: the selection covers 30 % of the width.
      expect(r.width / before.width).toBeGreaterThan(0.28);
      const margin = 16; // JPEG's 8×8 blocks (and chroma subsampling) smear the border a few pixels either way
      const farOutside = (x: number, y: number) => x < r.x - margin || x >= r.x + r.width + margin || y < r.y - margin || y >= r.y + r.height + margin;
      const outsideDiff = meanDifference(before, after, farOutside);
      const insideDiff = meanDifference(before, after, (x, y) => inside(rects, x, y));
      const expected = pixelate(await decodeAny(input), rects, { blockSize: 200, shape: 'square' });
      const toExpected = meanDifference(expected, after, (x, y) => inside(rects, x, y));
      expect(outsideDiff).toBeLessThan(2);
      expect(insideDiff).toBeGreaterThan(8);
      expect(toExpected).toBeLessThan(2);
    });
  }

  test('block size presets 5/10/15/20 set the slider (default 10, the specification\'s); Escape drops the rectangle being drawn @slow', async ({ page }) => {
    await openRoute(page, ROUTE);
    await page.getByTestId('upload-input').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await pngOf(syntheticPhoto(200, 120)) });
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible();
    const slider = page.getByRole('slider', { name: 'Block size' });
    await expect(slider).toHaveAttribute('aria-valuenow', '10');
    await expect(slider).toHaveAttribute('aria-valuemin', '3');
    // With an image loaded the upload zone is one "Add images" line, so the canvas starts on screen.
    await expect(page.getByTestId('upload-zone')).toHaveText('Add images');
    expect((await page.getByTestId('upload-zone').boundingBox())!.height).toBeLessThan(60);
    expect((await page.getByTestId('mosaic-canvas').boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
    await page.getByTestId('mosaic-block-15').click();
    await expect(slider).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByTestId('mosaic-block-15')).toHaveAttribute('aria-pressed', 'true');

    const canvas = page.getByTestId('mosaic-canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 4 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(page.getByTestId('region-item')).toHaveCount(0);
    await dragOnCanvas(page, [0.2, 0.2], [0.6, 0.7]);
    await expect(page.getByTestId('region-item')).toHaveCount(1);
  });

  test('a GIF is accepted: the whole image pixelated comes back as a GIF of the same size @slow', async ({ page }) => {
    await openRoute(page, ROUTE);
    const gif = Buffer.from(await encodeImage(syntheticPhoto(120, 80), { format: 'gif' }));
    await page.getByTestId('upload-input').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible();
    await page.getByRole('switch', { name: 'Pixelate the whole image' }).check();
    const out = await applyAndDownload(page);
    expect(sniffFormat(out)).toBe('gif');
    const decoded = await decodePixelsInBrowser(page, out, 'image/gif');
    expect([decoded.width, decoded.height]).toEqual([120, 80]);
  });

  test('whole-image option with circle blocks pixelates everything @slow', async ({ page }) => {
    const source = syntheticPhoto(200, 120);
    await openRoute(page, ROUTE);
    await page.getByTestId('upload-input').setInputFiles({ name: 'all.png', mimeType: 'image/png', buffer: await pngOf(source) });
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible();
    await expect(page.getByTestId('mosaic-apply')).toBeDisabled();
    await page.getByRole('switch', { name: 'Pixelate the whole image' }).check();
    await expect(page.getByText('The whole image will be pixelated.')).toBeVisible();

    const square = await decodePixelsInBrowser(page, await applyAndDownload(page), 'image/png');
    expect(nonUniformPixels(square, [{ x: 0, y: 0, width: 200, height: 120 }])).toBe(0);

    await page.getByTestId('mosaic-view').getByText('Editor').click();
    await page.getByTestId('mosaic-shape').getByText('Circle').click();
    await expect(page.getByTestId('mosaic-view').getByRole('radio', { name: 'Result' })).toBeEnabled();
    const circle = await decodePixelsInBrowser(page, await applyAndDownload(page), 'image/png');
    // Each 10 px cell: centre in the dot colour, corner in a darker shade of it.
    const centre = offset(circle, 45, 25);
    const corner = offset(circle, 40, 20);
    expect(circle.data[corner]).toBeLessThan(circle.data[centre]);
    expect(samePixel(circle, square, 45, 25)).toBe(true);
  });

  test('ZIP of three images (one a real HEIC) holds three decodable images; a corrupt file shows the error and the list goes on; the page reads no file', async ({ page }) => {
    const [photo] = smallPhotos(1);
    // Every whole-Blob read on the page, by size: the previews are decoded in the worker.
    await page.addInitScript(() => {
      const reads: number[] = ((window as unknown as { blobReads: number[] }).blobReads = []);
      const read = Blob.prototype.arrayBuffer;
      Blob.prototype.arrayBuffer = function (this: Blob) {
        reads.push(this.size);
        return read.call(this);
      };
    });
    await openRoute(page, ROUTE);
    // scripts/fetch-media.sh: a real photo encoded to HEIC by Debian's heif-enc (x265).
    const heic = readFileSync('.fixtures/heic/exif-gps.heic');
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await pngOf(syntheticPhoto(160, 100)) },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) },
      fileFromDisk(photo),
      { name: 'iphone.heic', mimeType: 'image/heic', buffer: heic },
    ]);
    const broken = page.locator('[data-testid="mosaic-image"][data-name="broken.jpg"]');
    await expect(broken).toHaveAttribute('data-status', 'failed');
    // The cause, in the batch tools' words, not a generic "Error processing image".
    await expect(broken.getByTestId('mosaic-image-error')).toHaveText('The image file is incomplete (cut off)');
    await page.getByRole('button', { name: /^broken\.jpg/ }).click();
    await expect(page.getByTestId('mosaic-editor-error')).toContainText('The image file is incomplete (cut off)');

    await page.getByRole('button', { name: /^first\.png/ }).click();
    await dragOnCanvas(page, [0.2, 0.2], [0.7, 0.8]);
    await page.getByRole('button', { name: new RegExp(`^${photo.split('/').pop()}`) }).click();
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible({ timeout: 30_000 });
    await dragOnCanvas(page, [0.5, 0.5], [0.1, 0.2]);
    await expect(page.getByTestId('region-item')).toHaveCount(1);
    await page.getByRole('button', { name: /^iphone\.heic/ }).click();
    await expect(page.getByTestId('mosaic-canvas')).toBeVisible({ timeout: 60_000 });
    await dragOnCanvas(page, [0.3, 0.3], [0.6, 0.6]);
    await expect(page.getByTestId('region-item')).toHaveCount(1);
    const inputSizes = new Set([heic.length, fileFromDisk(photo).buffer.length, 8]);
    expect((await page.evaluate(() => (window as unknown as { blobReads: number[] }).blobReads)).filter((size) => inputSizes.has(size))).toEqual([]);
    // Each row shows the file's size.
    await expect(page.locator('[data-testid="mosaic-image"][data-name="broken.jpg"]').getByTestId('mosaic-image-size')).toHaveText('8 B');
    await saveScreenshot(page, 'image-mosaic-list');

    const [download]: [Download, void] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('download-zip').click()]);
    const zip = await unzip(await readDownload(download));
    const photoOut = photo.split('/').pop()!.replace('.jpg', '-mosaic.jpg');
    expect([...zip.keys()].sort()).toEqual(['first-mosaic.png', 'iphone-mosaic.jpg', photoOut].sort());
    expect((await decodeInBrowser(page, zip.get('first-mosaic.png')!, 'image/png')).width).toBe(160);
    expect((await decodeInBrowser(page, zip.get(photoOut)!, 'image/jpeg')).width).toBeGreaterThan(100);
    // The HEIC comes back as a JPEG of its own size (640 × 400, as heif-enc wrote it).
    expect(await decodeInBrowser(page, zip.get('iphone-mosaic.jpg')!, 'image/jpeg')).toEqual({ width: 640, height: 400 });
    await expect(page.locator('[data-testid="mosaic-image"][data-status="ready"]')).toHaveCount(3);

    // Removing the broken file leaves the others.
    await page.getByRole('button', { name: 'Remove broken.jpg' }).click();
    await expect(page.getByTestId('mosaic-image')).toHaveCount(3);
  });

  test('the error is translated (German) @slow', async ({ page }) => {
    await openRoute(page, `${ROUTE}?lng=de`);
    await page.getByTestId('upload-input').setInputFiles({ name: 'kaputt.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(page.getByTestId('mosaic-image-error')).toHaveText('Kein Bild in einem unterstützten Format');
    await expect(page.getByRole('button', { name: 'kaputt.png entfernen' })).toBeVisible();
  });

  test('EXIF orientation: the preview and the result are both upright, and the region lands where it was drawn @slow', async ({ page }) => {
    const stored = syntheticPhoto(240, 160); // stored landscape, displayed portrait (160 × 240)
    const rotated = withOrientation6(Buffer.from(await encodeImage(stored, { format: 'jpeg', quality: 95 })));
    await openRoute(page, ROUTE);
    const upright = await decodePixelsInBrowser(page, rotated, 'image/jpeg');
    expect([upright.width, upright.height]).toEqual([160, 240]);
    await page.getByTestId('upload-input').setInputFiles({ name: 'rotated.jpg', mimeType: 'image/jpeg', buffer: rotated });
    await dragOnCanvas(page, [0, 0], [0.5, 0.5]);
    const rects = await regionsShown(page);
    expect(rects).toEqual([{ x: 0, y: 0, width: 80, height: 120 }]);

    const output = await decodePixelsInBrowser(page, await applyAndDownload(page), 'image/jpeg');
    expect([output.width, output.height]).toEqual([160, 240]);
    // Had the region been applied to the stored (sideways) pixels, these would be far apart.
    const farOutside = (x: number, y: number) => x >= 96 || y >= 136;
    const inRegion = (x: number, y: number) => inside(rects, x, y);
    const expected = pixelate(decodedCopy(upright), rects, { blockSize: BLOCK, shape: 'square' });
    expect(meanDifference(upright, output, farOutside)).toBeLessThan(6);
    const toUpright = meanDifference(upright, output, inRegion);
    const toExpected = meanDifference(expected, output, inRegion);
    expect(toUpright).toBeGreaterThan(6);
    expect(toExpected).toBeLessThan(toUpright / 2);
  });

  test('no serious accessibility problem in the editor and the result view @slow', async ({ page }) => {
    await openRoute(page, ROUTE);
    await page.getByTestId('upload-input').setInputFiles({ name: 'a11y.png', mimeType: 'image/png', buffer: await pngOf(syntheticPhoto(300, 200)) });
    await dragOnCanvas(page, [0.2, 0.2], [0.6, 0.6]);
    const check = async () => {
      expect(await seriousAxeViolations(page)).toEqual([]);
    };
    await check();
    await page.getByTestId('mosaic-apply').click();
    await expect(page.getByTestId('mosaic-result')).toBeVisible();
    await check();
  });

  test('touch: a finger drag selects a region too (pointer events) @slow', async ({ page }) => {
    await openRoute(page, ROUTE);
    await page.getByTestId('upload-input').setInputFiles({ name: 'touch.png', mimeType: 'image/png', buffer: await pngOf(syntheticPhoto(200, 100)) });
    const canvas = page.getByTestId('mosaic-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const at = (fx: number, fy: number) => ({ pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, bubbles: true, clientX: box.x + box.width * fx, clientY: box.y + box.height * fy });
    await canvas.dispatchEvent('pointerdown', at(0.75, 0.8));
    await canvas.dispatchEvent('pointermove', at(0.5, 0.5));
    await canvas.dispatchEvent('pointerup', { ...at(0.25, 0.2), buttons: 0 });
    await expect(page.getByTestId('region-item')).toHaveCount(1);
    const [region] = await regionsShown(page);
    expect(region.x).toBeGreaterThanOrEqual(49);
    expect(region.x).toBeLessThanOrEqual(51);
    expect(region.x + region.width).toBeGreaterThanOrEqual(149);
    expect(region.y).toBeGreaterThanOrEqual(19);
    expect(region.y + region.height).toBeLessThanOrEqual(81);
  });
});
