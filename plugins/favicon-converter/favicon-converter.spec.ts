import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'fast-png';
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { alphaAt, checkPackageZip } from '../../tests/e2e/favicon-package';
import { fileFromDisk, realPhotos } from '../../tests/e2e/media';

const ROUTE = '/favicon/converter';
// The machine running the tests may be shared and busy: waits are for states, with room to spare.
test.describe.configure({ timeout: 240_000 });

async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 150_000 });
}
const SVG_DIR = path.resolve('.fixtures/svg');

function svgIcon(name: string) {
  const file = readdirSync(SVG_DIR).find((entry) => entry.includes(name))!;
  return { name: file, mimeType: 'image/svg+xml', buffer: readFileSync(path.join(SVG_DIR, file)) };
}

test('a real photo becomes a complete favicon package, checked file by file', async ({ page }) => {
  await openRoute(page, ROUTE);
  await page.getByTestId('favicon-fit').getByText('Crop to centre').click();
  const [photo] = realPhotos(1);
  await page.getByTestId('upload-input').setInputFiles(photo);
  const row = page.getByTestId('favicon-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  // A landscape photo: advice to choose how to make it square.
  await expect(row.getByTestId('source-advice')).toContainText('not square');
  await expect(row.getByTestId('real-size-16')).toBeVisible();
  await saveScreenshot(page, 'favicon-converter-photo');
  const { zip, pngs } = await checkPackageZip(page, 'favicon-package.zip', { themeColor: '#ffffff' });
  // A bitmap source: favicon.svg wraps the square picture, as RealFaviconGenerator's does.
  const pictureSvg = zip.get('favicon.svg')!;
  expect(pictureSvg.toString('utf8')).toMatch(/^<svg [^>]*width="128" height="128"[^>]*><image [^>]*href="data:image\/png;base64,/);
  expect(pictureSvg.length).toBeLessThan(100_000);
  // Cropped photo: the 96 px icon is covered edge to edge.
  expect(alphaAt(pngs['favicon-96x96.png'], 0, 0)).toBe(255);
});

test('a real SVG icon keeps its SVG, and the maskable icon keeps the safe zone @slow', async ({ page }) => {
  await openRoute(page, ROUTE);
  await page.getByTestId('favicon-background-color').fill('#202040');
  await page.getByTestId('favicon-background-color').press('Escape');
  await page.locator('main h1').first().click();
  await expect(page.locator('.mantine-ColorInput-dropdown')).toHaveCount(0);
  await page.getByTestId('upload-input').setInputFiles(svgIcon('address-book-new'));
  const row = page.getByTestId('favicon-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(row.getByTestId('source-advice')).toHaveCount(0);
  // A plain drawing: nothing is taken out of it.
  await expect(row.getByTestId('svg-removed')).toHaveCount(0);
  await expect(row.getByTestId('favicon-snippet')).toContainText('href="/favicon.svg"');
  await saveScreenshot(page, 'favicon-converter-svg');
  const { pngs } = await checkPackageZip(page, 'favicon-package.zip', { themeColor: '#ffffff' });
  const maskable = pngs['web-app-manifest-512x512.png'];
  // Outside the 60 % safe square only the background colour (#202040) is painted.
  const at = (x: number, y: number) => [...maskable.data.slice((y * 512 + x) * maskable.channels, (y * 512 + x) * maskable.channels + 3)];
  for (const [x, y] of [[10, 10], [256, 40], [40, 256], [500, 500]]) expect(at(x, y)).toEqual([0x20, 0x20, 0x40]);
  // The symbolic icon has transparent parts: the browser icon keeps them transparent.
  const favicon = pngs['favicon-96x96.png'];
  let transparent = 0;
  for (let i = 3; i < favicon.data.length; i += 4) if (favicon.data[i] === 0) transparent++;
  expect(transparent).toBeGreaterThan(100);
});

test('a wrong file type fails on its own row; a 64 px source gets the 512 px advice', async ({ page }) => {
  await openRoute(page, ROUTE);
  const small = encode({ width: 64, height: 64, channels: 4, data: new Uint8Array(64 * 64 * 4).fill(200) });
  await page.getByTestId('upload-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('still not a picture') },
    { name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(small) },
  ]);
  const rowNamed = (name: string) => page.locator(`[data-testid="favicon-row"][data-name="${name}"]`);
  for (const name of ['notes.txt', 'fake.png']) {
    await expect(rowNamed(name)).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    await expect(rowNamed(name).getByTestId('row-error')).toHaveText('Invalid file type. Please upload an image.');
  }
  await expect(rowNamed('small.png')).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(rowNamed('small.png').getByTestId('source-advice')).toHaveText(
    'For a sharp icon, use a square source of at least 512x512 px (this one is 64×64).',
  );
  await saveScreenshot(page, 'favicon-converter-errors');
});

test('phone layout and dark theme stay readable @slow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openRoute(page, ROUTE);
  await page.getByTestId('upload-input').setInputFiles(fileFromDisk(realPhotos(2)[1]));
  await expect(page.getByTestId('favicon-row')).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await saveScreenshot(page, 'favicon-converter-phone-dark');
});
