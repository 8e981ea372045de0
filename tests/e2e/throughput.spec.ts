import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEVEL_QUALITY } from '../../plugins/image-compress/options';
import { encodeMozjpeg } from '../../kits/image/wasm-codecs';
import { expect, openRoute, test } from './fixtures';
import { decodeAny, nodeCodecs } from './image-helpers';
import { smallPhotos } from './media';

/**
 * Speed regressions of the default paths, as a ratio to a baseline measured in the same run on the
 * same photos (never an absolute time: the machine may be shared and loaded). A default that gets
 * several times slower fails with its figures; lossless WebP written by mistake made the converter
 * about 20 times slower and nothing noticed.
 */

/** 48 real 640 px photos (the 12 fixtures, four times under different names). */
const photos = () =>
  [0, 1, 2, 3].flatMap((copy) => smallPhotos().map((file) => ({ name: `${copy}-${path.basename(file)}`, bytes: readFileSync(file) })));

/** Hands the photos to the page as File objects, before any clock starts. */
async function stagePhotos(page: Page, files: { name: string; bytes: Buffer }[]) {
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/jpeg' }));
    (window as unknown as { staged: DataTransfer }).staged = transfer;
  }, files.map(({ name, bytes }) => ({ name, base64: bytes.toString('base64') })));
}

/** Drops the staged photos on the tool and returns the milliseconds until the batch summary says every row ended. */
async function timeBatch(page: Page, count: number): Promise<number> {
  const { ms, failed } = await page.evaluate(
    (total) =>
      new Promise<{ ms: number; failed: number }>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const match = /^(\d+) of (\d+) done, (\d+) failed/.exec(document.querySelector('[data-testid="batch-summary"]')?.textContent?.trim() ?? '');
          if (!match || Number(match[2]) !== total || Number(match[1]) + Number(match[3]) !== total) return;
          observer.disconnect();
          resolve({ ms: performance.now() - started, failed: Number(match[3]) });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        const transfer = (window as unknown as { staged: DataTransfer }).staged;
        const zone = document.querySelector('[data-testid="upload-zone"]')!;
        for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }),
    count,
  );
  expect(failed, 'rows that failed').toBe(0);
  return ms;
}

const figure = (name: string, value: string) => {
  test.info().annotations.push({ type: name, description: value });
  console.log(`${name}: ${value}`);
};

test.describe('throughput of default paths, as a ratio to a same-run baseline @slow', () => {
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('image-converter at its defaults (WebP 80) on 48 photos: at most 8× the browser decoding and encoding them to WebP itself', async ({ page }) => {
    test.setTimeout(600_000);
    const files = photos();
    await openRoute(page, '/image/image-converter');
    await stagePhotos(page, files);
    // Baseline: the same photos decoded and encoded to WebP 0.8 by the browser, one after another on the page.
    const baselineMs = await page.evaluate(async () => {
      const staged = [...(window as unknown as { staged: DataTransfer }).staged.files];
      const encode = async (file: File) => {
        const bitmap = await createImageBitmap(file);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
        bitmap.close();
        return (await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })).size;
      };
      await encode(staged[0]);
      const started = performance.now();
      for (const file of staged) await encode(file);
      return performance.now() - started;
    });
    const converterMs = await timeBatch(page, files.length);
    const ratio = converterMs / baselineMs;
    figure('image-converter defaults ÷ convertToBlob', `${ratio.toFixed(2)} (${Math.round(converterMs)} ms vs ${Math.round(baselineMs)} ms, ${files.length} photos)`);
    // Measured here (2 cores, load average 29): 1.8 with the right default; 50 with lossless WebP written by mistake.
    expect(ratio, `image-converter took ${Math.round(converterMs)} ms, the browser alone ${Math.round(baselineMs)} ms`).toBeLessThan(8);
  });

  test('image-compress at its defaults on 48 photos: at most 6× one MozJPEG encode of each', async ({ page }) => {
    test.setTimeout(600_000);
    const files = photos();
    // Baseline: one MozJPEG encode per photo at the default level's quality (the same wasm encoder, in Node).
    const pixels = await Promise.all(files.slice(0, 12).map(({ bytes }) => decodeAny(new Uint8Array(bytes))));
    await encodeMozjpeg(pixels[0], LEVEL_QUALITY.medium);
    const started = performance.now();
    for (let copy = 0; copy < files.length / pixels.length; copy++) for (const image of pixels) await encodeMozjpeg(image, LEVEL_QUALITY.medium);
    const baselineMs = performance.now() - started;
    await openRoute(page, '/image/image-compress');
    await stagePhotos(page, files);
    const compressMs = await timeBatch(page, files.length);
    const ratio = compressMs / baselineMs;
    figure('image-compress defaults ÷ MozJPEG encodes', `${ratio.toFixed(2)} (${Math.round(compressMs)} ms vs ${Math.round(baselineMs)} ms, ${files.length} photos)`);
    // Measured here: 1.6.
    expect(ratio, `image-compress took ${Math.round(compressMs)} ms, MozJPEG alone ${Math.round(baselineMs)} ms`).toBeLessThan(6);
  });
});
