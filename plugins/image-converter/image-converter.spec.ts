import { readFileSync } from 'node:fs';
import { encodeImage } from '../../kits/image/encode';
import { readImageHeader, sniffFormat, walkGif } from '../../kits/image/header';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { DEFAULT_OPTIONS } from '../../plugins/image-converter/options';
import { expect, openRoute, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, toBmp, toIco, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';

const ROUTE = '/image/image-converter';
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** 64×40 with its left quarter fully transparent. */
const transparentPng = async () => Buffer.from(await encodeImage(syntheticPhoto(64, 40, { alpha: true }), { format: 'png', colours: 'all' }));

test.describe('image-converter', () => {
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('transparent PNG to JPG fills the transparent area with the background colour; bad inputs fail alone with "Conversion Failed" and a reason', async ({ page }) => {
    await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target: 'jpeg', background: '#ff0000' });
    await openRoute(page, ROUTE);
    await uploadFiles(page, [
      { name: 'logo.png', mimeType: 'image/png', buffer: await transparentPng() },
      { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      { name: 'readme.png', mimeType: 'image/png', buffer: Buffer.from('# Not a picture\n') },
    ]);
    await waitForRows(page, 3);
    await expect(row(page, 'logo.png').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'empty.jpg').getByTestId('row-status')).toHaveText('Conversion Failed');
    await expect(row(page, 'empty.jpg').getByTestId('row-error')).toHaveText(/file is empty/);
    await expect(row(page, 'readme.png').getByTestId('row-error')).toHaveText(/Not an image/);
    const zip = await downloadZip(page);
    const jpeg = zip.get('logo.jpg')!;
    expect(sniffFormat(jpeg)).toBe('jpeg');
    const image = await decodeAny(jpeg);
    const at = (x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)];
    const [r, g, b] = at(4, 20); // inside the transparent quarter
    expect(r).toBeGreaterThan(235);
    expect(g).toBeLessThan(20);
    expect(b).toBeLessThan(20);

    // The preview compares the source (transparent, over the checkerboard) with the result.
    await row(page, 'logo.png').getByRole('button', { name: /Preview/ }).click();
    await expect(page.getByTestId('before-label')).toContainText('Original');
    await expect(page.getByTestId('after-label')).toContainText(/Converted · [\d.]+ (KB|B)/);
  });

  test('a real photo at the defaults (WebP, quality 80) comes out smaller than the JPEG it came from, and the quality slider sets the size of WebP, AVIF and JPG', async ({ page }) => {
    test.setTimeout(240_000);
    // 2560×1600, 1.0 MB: lossless WebP made it 4.7 MB.
    const photo = readFileSync('.fixtures/photos/Dune.jpg');
    await openRoute(page, ROUTE);
    await uploadFiles(page, [{ name: 'Dune.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await waitForRows(page, 1);
    const webp = (await downloadZip(page)).get('Dune.webp')!;
    expect(sniffFormat(webp)).toBe('webp');
    expect(webp.byteLength, `${webp.byteLength} B from a ${photo.byteLength} B JPEG`).toBeLessThan(photo.byteLength * 0.6);

    const small = readFileSync('.fixtures/photos-small/Dune.jpg');
    for (const target of ['webp', 'avif', 'jpeg'] as const) {
      const sizes: number[] = [];
      for (const quality of [40, 90]) {
        await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target, quality });
        await openRoute(page, ROUTE);
        await uploadFiles(page, [{ name: 'Dune.jpg', mimeType: 'image/jpeg', buffer: small }]);
        await waitForRows(page, 1);
        const out = (await downloadZip(page)).get(`Dune.${target === 'jpeg' ? 'jpg' : target}`)!;
        expect(sniffFormat(out)).toBe(target);
        sizes.push(out.byteLength);
      }
      expect(sizes[0], `${target} at 40: ${sizes[0]} B, at 90: ${sizes[1]} B`).toBeLessThan(sizes[1] * 0.7);
    }
  });

  test('the default JPG background is white @slow', async ({ page }) => {
    await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target: 'jpeg' });
    await openRoute(page, ROUTE);
    await uploadFiles(page, [{ name: 'logo.png', mimeType: 'image/png', buffer: await transparentPng() }]);
    await waitForRows(page, 1);
    const image = await decodeAny((await downloadZip(page)).get('logo.jpg')!);
    expect(Math.min(...image.data.subarray((20 * image.width + 4) * 4, (20 * image.width + 4) * 4 + 3))).toBeGreaterThan(245);
  });

  test('SVG is rasterised at its own size (its scripts never run); a broken SVG and SVGs asking for a huge canvas fail on their own rows before anything is drawn; the page stays responsive', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target: 'png' });
    await openRoute(page, ROUTE);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">
      <script>alert('svg script ran')</script><rect width="120" height="80" fill="#00ff00"/></svg>`;
    const huge = (side: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="9" height="9"/></svg>`);
    const bombs = [
      ...Array.from({ length: 4 }, (_, i) => ({ name: `bomb-${i}.svg`, mimeType: 'image/svg+xml', buffer: huge(16000) })),
      { name: 'wide.svg', mimeType: 'image/svg+xml', buffer: huge(30000) },
    ];
    expect(bombs[0].buffer.length).toBeLessThan(130);
    await uploadFiles(page, [
      { name: 'badge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
      { name: 'broken.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect') },
      ...bombs,
      { name: 'fine.svg', mimeType: 'image/svg+xml', buffer: huge(64) },
    ]);
    await waitForRows(page, bombs.length + 3);
    for (const file of bombs) {
      await expect(row(page, file.name).getByTestId('row-error')).toContainText(/Image too large: (16000|30000) × (16000|30000) px/);
    }
    await expect(row(page, 'fine.svg').getByTestId('row-status')).toHaveText('Conversion Successful');
    // The page answers: the theme choice applies.
    await page.getByTestId('theme-toggle').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(row(page, 'badge.svg').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'broken.svg').getByTestId('row-status')).toHaveText('Conversion Failed');
    // It says what is wrong, and offers no Retry for a file that would fail the same way again.
    await expect(row(page, 'broken.svg').getByTestId('row-error')).toHaveText('This SVG cannot be read: its code is not valid SVG');
    await expect(row(page, 'broken.svg').getByTestId('row-retry')).toHaveCount(0);
    await expect(row(page, 'badge.svg').getByTestId('row-retry')).toHaveCount(1);
    const png = (await downloadZip(page)).get('badge.png')!;
    expect(sniffFormat(png)).toBe('png');
    const image = await decodeAny(png);
    expect([image.width, image.height]).toEqual([120, 80]);
    expect([...image.data.subarray(0, 3)]).toEqual([0, 255, 0]);
    expect(dialogs).toEqual([]);
  });

  test('transparent PNG to GIF gives a valid single-frame GIF89a with transparency @slow', async ({ page }) => {
    await openRoute(page, ROUTE);
    await page.getByTestId('option-target').getByText('GIF').click();
    await uploadFiles(page, [{ name: 'logo.png', mimeType: 'image/png', buffer: await transparentPng() }]);
    await waitForRows(page, 1);
    const gif = (await downloadZip(page)).get('logo.gif')!;
    expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
    expect(walkGif(gif)).toEqual({ frames: 1, complete: true });
    expect(readImageHeader(gif)).toMatchObject({ width: 64, height: 40 });
    const gce = gif.findIndex((b, i) => b === 0x21 && gif[i + 1] === 0xf9);
    expect(gif[gce + 3] & 1).toBe(1);
  });

  test('JPG, BMP, ICO, WebP and GIF sources convert to each target, names keep the base name @slow', async ({ page }) => {
    test.setTimeout(120_000);
    const photo = syntheticPhoto(48, 32);
    // An icon entry must be square and match its directory entry's size.
    const iconPng = await encodeImage(syntheticPhoto(48, 48), { format: 'png', colours: 'all' });
    const sources = [
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await encodeImage(photo, { format: 'jpeg', quality: 90 })) },
      { name: 'scan.bmp', mimeType: 'image/bmp', buffer: toBmp(photo) },
      { name: 'favicon.ico', mimeType: 'image/x-icon', buffer: toIco(new Uint8Array(iconPng), 48) },
      { name: 'web.webp', mimeType: 'image/webp', buffer: Buffer.from(await encodeImage(photo, { format: 'webp', quality: 90 })) },
      { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from(await encodeImage(photo, { format: 'gif' })) },
    ];
    await openRoute(page, ROUTE);
    for (const target of ['png', 'avif', 'webp'] as const) {
      await page.getByTestId('option-target').getByText(target === 'png' ? 'PNG' : target === 'avif' ? 'AVIF' : 'WebP').click();
      // AVIF is said to be slow before the batch starts; the other targets say nothing.
      await expect(page.getByTestId('avif-slow-hint')).toHaveCount(target === 'avif' ? 1 : 0);
      await uploadFiles(page, sources);
      await waitForRows(page, sources.length);
      const zip = await downloadZip(page);
      for (const source of sources) {
        const out = zip.get(source.name.replace(/\.\w+$/, `.${target}`));
        expect(out, `${source.name} → ${target}`).toBeDefined();
        expect(sniffFormat(out!)).toBe(target);
        expect(readImageHeader(out!)).toMatchObject({ width: 48, height: source.name.endsWith('.ico') ? 48 : 32 });
      }
      await expect(row(page, 'scan.bmp')).toContainText('BMP →');
      if (target !== 'webp') await page.getByRole('button', { name: 'Clear all' }).click();
    }
    await saveScreenshot(page, 'image-converter-batch');
  });
});
