import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sniffFormat } from '../../kits/image/header';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { PHOTOS_DIR } from '../../tests/e2e/media';
import { alphaShares } from './compose';
import { defaultRemovebgOptions } from './options';

const ROUTE = '/image/image-removebg';
// The model loads in the engine worker on first use (44 MB from the origin) and infers on 2 busy cores.
const SLOW = 600_000;
/** Opens the tool; the first paint can take long on a busy machine, so wait for the heading as a state. */
async function openTool(page: Page) {
  await page.goto(ROUTE);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 120_000 });
}
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** A real photo scaled down in the browser (keeps the test fast; the model sees 1024² anyway). */
async function downscaled(page: Page, file: string, width: number): Promise<Buffer> {
  const source = readFileSync(path.join(PHOTOS_DIR, file)).toString('base64');
  const b64 = await page.evaluate(
    async ([data, w]) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(w, Math.round((bitmap.height * w) / bitmap.width));
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const out = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let s = '';
      for (let i = 0; i < out.length; i += 32768) s += String.fromCharCode(...out.subarray(i, i + 32768));
      return btoa(s);
    },
    [source, width] as const,
  );
  return Buffer.from(b64, 'base64');
}

/** Draws a cut-out PNG over a background photo stretched to its size; a lossless PNG comes back. */
async function compositeOnto(page: Page, cutOut: Uint8Array, background: Buffer): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ([front, back]) => {
      const decode = async (data: string, type: string) => createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type }));
      const [subject, scene] = await Promise.all([decode(front, 'image/png'), decode(back, 'image/jpeg')]);
      const canvas = new OffscreenCanvas(subject.width, subject.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(scene, 0, 0, subject.width, subject.height);
      context.drawImage(subject, 0, 0);
      const out = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (let i = 0; i < out.length; i += 32768) text += String.fromCharCode(...out.subarray(i, i + 32768));
      return btoa(text);
    },
    [Buffer.from(cutOut).toString('base64'), background.toString('base64')] as const,
  );
  return Buffer.from(b64, 'base64');
}

/** Intersection over union of two masks read from RGBA alpha (subject where alpha > 127). */
function maskIou(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let both = 0;
  let either = 0;
  for (let p = 3; p < a.length; p += 4) {
    const inA = a[p] > 127;
    const inB = b[p] > 127;
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return either ? both / either : 1;
}

test.describe('image-removebg', () => {
  test.describe.configure({ timeout: SLOW * 2 });

  /** The model's first job: one real photo cut out, checked as a PNG with alpha of the same size. */
  async function cutOutFlower(page: Page) {
    await presetOptions(page, 'image-removebg', defaultRemovebgOptions);
    await openTool(page);
    await expect(page.getByTestId('webgpu-notice')).toHaveAttribute('data-webgpu', 'unsupported');
    const flower = await downscaled(page, 'YellowFlower.jpg', 640);
    await uploadFiles(page, [{ name: 'flower.jpg', mimeType: 'image/jpeg', buffer: flower }]);
    await waitForRows(page, 1, SLOW);
    await expect(row(page, 'flower.jpg')).toHaveAttribute('data-status', 'done');
    // First photo: the note says the model was loaded in this job.
    await expect(row(page, 'flower.jpg')).toContainText(/loading the model/);
    const cutOut = (await downloadZip(page)).get('flower-no-bg.png')!;
    await expectCutOut(cutOut, flower, 0.03);
    return cutOut;
  }

  async function expectCutOut(png: Uint8Array, source: Buffer, minOpaque: number) {
    expect(sniffFormat(png)).toBe('png');
    const result = await decodeAny(png);
    const input = await decodeAny(new Uint8Array(source));
    expect([result.width, result.height]).toEqual([input.width, input.height]);
    const shares = alphaShares(result.data as Uint8ClampedArray);
    test.info().annotations.push({ type: 'alpha shares', description: JSON.stringify(shares) });
    expect(shares.transparent).toBeGreaterThan(0.3);
    expect(shares.opaque).toBeGreaterThan(minOpaque);
  }

  test('a real photo loses its background: PNG with alpha, same size, subject kept; a corrupt file fails on its own row', async ({ page }) => {
    await cutOutFlower(page);
    await row(page, 'flower.jpg').getByRole('button', { name: /Preview/ }).click();
    await expect(page.getByTestId('after-label')).toContainText('Background removed');
    await saveScreenshot(page, 'image-removebg-compare');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await uploadFiles(page, [{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') }]);
    await waitForRows(page, 2, SLOW);
    await expect(row(page, 'broken.jpg')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'broken.jpg')).toContainText('Not a JPG, PNG, WebP or HEIC image');
    await saveScreenshot(page, 'image-removebg-error');
  });

  test('the second photo finds the model warm; a known mask pasted on another photo is found again @slow', async ({ page }) => {
    const cutOutPng = await cutOutFlower(page);
    const ladybird = await downscaled(page, 'LadyBird.jpg', 640);
    await uploadFiles(page, [{ name: 'ladybird.jpg', mimeType: 'image/jpeg', buffer: ladybird }]);
    await waitForRows(page, 2, SLOW);
    await expect(row(page, 'ladybird.jpg')).toHaveAttribute('data-status', 'done');
    // Second photo, same page: the engine worker kept the model, no loading this time.
    await expect(row(page, 'ladybird.jpg')).toContainText(/Done in [\d.]+ s \(CPU\)/);
    await expect(row(page, 'ladybird.jpg')).not.toContainText(/loading the model/);
    await saveScreenshot(page, 'image-removebg-results');
    await expectCutOut((await downloadZip(page)).get('ladybird-no-bg.png')!, ladybird, 0.002);

    // A synthetic composite with a known mask: the flower cut out above (its alpha, thresholded, is
    // the truth) pasted onto another real photo. Removing that background must find the same shape.
    const truth = await decodeAny(cutOutPng);
    const composite = await compositeOnto(page, cutOutPng, await downscaled(page, 'Dune.jpg', 640));
    await uploadFiles(page, [{ name: 'composite.png', mimeType: 'image/png', buffer: composite }]);
    await waitForRows(page, 3, SLOW);
    const found = await decodeAny((await downloadZip(page)).get('composite-no-bg.png')!);
    expect([found.width, found.height]).toEqual([truth.width, truth.height]);
    const iou = maskIou(truth.data as Uint8ClampedArray, found.data as Uint8ClampedArray);
    test.info().annotations.push({ type: 'composite IoU', description: iou.toFixed(3) });
    expect(iou).toBeGreaterThanOrEqual(0.9);
  });

  test('a full-size photo on a colour: opaque, same size, background replaced @slow', async ({ page }) => {
    await presetOptions(page, 'image-removebg', { ...defaultRemovebgOptions, output: 'colour', colour: '#ff0000' });
    await openTool(page);
    const photo = readFileSync(path.join(PHOTOS_DIR, 'LadyBird.jpg'));
    await uploadFiles(page, [{ name: 'ladybird.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await waitForRows(page, 1, SLOW);
    const png = (await downloadZip(page)).get('ladybird-on-colour.png')!;
    const result = await decodeAny(png);
    const input = await decodeAny(new Uint8Array(photo));
    expect([result.width, result.height]).toEqual([input.width, input.height]);
    expect(alphaShares(result.data as Uint8ClampedArray).opaque).toBe(1);
    // A corner is background: pure red now.
    expect([...result.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test('a second visit with the network cut removes a background from the cached model (service worker) @slow', async ({ page, context }) => {
      await openTool(page);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      // Visit once more so the page (and the engine worker it starts) is controlled.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
      const ladybird = await downscaled(page, 'LadyBird.jpg', 480);
      await uploadFiles(page, [{ name: 'online.jpg', mimeType: 'image/jpeg', buffer: ladybird }]);
      await waitForRows(page, 1, SLOW);
      await expect(row(page, 'online.jpg')).toHaveAttribute('data-status', 'done');

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 120_000 });
      await uploadFiles(page, [{ name: 'offline.jpg', mimeType: 'image/jpeg', buffer: ladybird }]);
      await waitForRows(page, 1, SLOW);
      await expect(row(page, 'offline.jpg')).toHaveAttribute('data-status', 'done');
      await expect(row(page, 'offline.jpg')).toContainText(/loading the model/);
      await context.setOffline(false);
    });
  });
});
