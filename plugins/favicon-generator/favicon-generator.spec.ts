import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { alphaAt, checkPackageZip, type DecodedPng } from '../../tests/e2e/favicon-package';

const ROUTE = '/favicon/generator';
// The machine running the tests may be shared and busy: waits are for states, with room to spare.
test.describe.configure({ timeout: 240_000 });

async function openGenerator(page: Page) {
  await page.goto(ROUTE);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 120_000 });
}

/** The bounding box of pixels that differ clearly from the background colour. */
function inkBox(png: DecodedPng, background: [number, number, number]) {
  let [minX, minY, maxX, maxY] = [png.width, png.height, -1, -1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * png.channels;
      const distance = Math.abs(png.data[i] - background[0]) + Math.abs(png.data[i + 1] - background[1]) + Math.abs(png.data[i + 2] - background[2]);
      if (alphaAt(png, x, y) > 200 && distance > 120) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { minX, minY, maxX, maxY };
}

/** The live preview redraws in the worker; wait until the package shown was made with these options. */
async function waitForPackage(page: Page, made: { shape?: string; text?: string; themeColor?: string }) {
  const selector = Object.entries(made).map(([key, value]) => `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"]`).join('');
  await expect(page.locator(`[data-testid="generated"]${selector}:not([data-busy])`)).toBeVisible({ timeout: 120_000 });
}

test('default "F" icon: complete package, text centred, rounded corners transparent', async ({ page }) => {
  await openGenerator(page);
  await page.getByTestId('favicon-app-name').fill('Acme');
  await page.getByTestId('favicon-theme-color').fill('#112233');
  await page.getByTestId('favicon-theme-color').press('Escape');
  await waitForPackage(page, { text: 'F', themeColor: '#112233' });
  await saveScreenshot(page, 'favicon-generator-default');
  const { zip, pngs } = await checkPackageZip(page, 'favicons.zip', { withSvg: true, themeColor: '#112233' });
  expect(zip.get('favicon.svg')!.toString('utf8')).toContain('>F</text>');
  expect(JSON.parse(zip.get('site.webmanifest')!.toString('utf8')).name).toBe('Acme');

  const icon = pngs['favicon-96x96.png'];
  expect(alphaAt(icon, 0, 0)).toBe(0);
  expect(alphaAt(icon, 48, 48)).toBe(255);
  const big = pngs['web-app-manifest-512x512.png'];
  const box = inkBox(big, [0x06, 0xb6, 0xd4]);
  expect(box.maxX, 'the icon is not blank').toBeGreaterThan(box.minX);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  expect(Math.abs((box.minY + box.maxY) / 2 - 255.5)).toBeLessThanOrEqual(2);
});

test('circle and square shapes, two letters, a third one refused', async ({ page }) => {
  await openGenerator(page);
  const text = page.getByTestId('favicon-text');
  await text.fill('AB');
  await text.press('End');
  await text.pressSequentially('C');
  await expect(text).toHaveValue('AB');

  await page.getByTestId('favicon-shape').getByText('Circle').click();
  await waitForPackage(page, { text: 'AB', shape: 'circle' });
  let { pngs } = await checkPackageZip(page, 'favicons.zip', { withSvg: true, themeColor: '#06b6d4' });
  let icon = pngs['favicon-96x96.png'];
  expect([alphaAt(icon, 0, 0), alphaAt(icon, 95, 95), alphaAt(icon, 48, 48)]).toEqual([0, 0, 255]);
  const box = inkBox(pngs['web-app-manifest-512x512.png'], [0x06, 0xb6, 0xd4]);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  await saveScreenshot(page, 'favicon-generator-circle');

  await page.getByTestId('favicon-shape').getByText('Square').click();
  await waitForPackage(page, { text: 'AB', shape: 'square' });
  ({ pngs } = await checkPackageZip(page, 'favicons.zip', { withSvg: true, themeColor: '#06b6d4' }));
  icon = pngs['favicon-96x96.png'];
  expect([alphaAt(icon, 0, 0), alphaAt(icon, 95, 95)]).toEqual([255, 255]);
});

test('the emoji picker searches and sets the icon; the emoji is drawn centred', async ({ page }) => {
  await openGenerator(page);
  await page.getByTestId('emoji-picker-open').click();
  await page.getByTestId('emoji-search').fill('lightning');
  await expect(page.getByTestId('emoji-option')).toHaveCount(1);
  await page.getByTestId('emoji-option').click();
  await expect(page.getByTestId('favicon-text')).toHaveValue('⚡');
  await waitForPackage(page, { text: '⚡' });
  const { zip, pngs } = await checkPackageZip(page, 'favicons.zip', { withSvg: true, themeColor: '#06b6d4' });
  expect(zip.get('favicon.svg')!.toString('utf8')).toContain('>⚡</text>');
  // Drawn with whatever emoji or symbol font the system has (here a monochrome one): not blank, centred.
  const box = inkBox(pngs['web-app-manifest-512x512.png'], [0x06, 0xb6, 0xd4]);
  expect(box.maxX, 'the icon is not blank').toBeGreaterThan(box.minX + 20);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  expect(Math.abs((box.minY + box.maxY) / 2 - 255.5)).toBeLessThanOrEqual(2);
});

test('empty text shows the 1 to 2 characters rule', async ({ page }) => {
  await openGenerator(page);
  await page.getByTestId('favicon-text').fill('');
  await expect(page.getByText('Enter 1 to 2 characters')).toBeVisible();
});

test('phone layout and dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGenerator(page);
  await saveScreenshot(page, 'favicon-generator-phone-dark');
});
