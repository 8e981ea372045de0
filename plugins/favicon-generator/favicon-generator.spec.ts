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
async function waitForPackage(page: Page, made: { mode?: string; font?: string; shape?: string; text?: string; themeColor?: string }) {
  const selector = Object.entries(made).map(([key, value]) => `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"]`).join('');
  await expect(page.locator(`[data-testid="generated"]${selector}:not([data-busy])`)).toBeVisible({ timeout: 120_000 });
}

test('default "F" icon: complete package, text centred, rounded corners transparent; empty text shows the 1 to 2 characters rule', async ({ page }) => {
  await openGenerator(page);
  await page.getByTestId('favicon-app-name').fill('Acme');
  await page.getByTestId('favicon-theme-color').fill('#112233');
  await page.getByTestId('favicon-theme-color').press('Escape');
  await waitForPackage(page, { text: 'F', themeColor: '#112233' });
  await saveScreenshot(page, 'favicon-generator-default');
  const { zip, pngs } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#112233' });
  // Drawn from the shipped Inter's outline: favicon.svg needs no font on the visitor's system.
  const svg = zip.get('favicon.svg')!.toString('utf8');
  expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+L/);
  expect(svg).not.toContain('<text');
  expect(JSON.parse(zip.get('site.webmanifest')!.toString('utf8')).name).toBe('Acme');

  const icon = pngs['favicon-96x96.png'];
  expect(alphaAt(icon, 0, 0)).toBe(0);
  expect(alphaAt(icon, 48, 48)).toBe(255);
  const big = pngs['web-app-manifest-512x512.png'];
  const box = inkBox(big, [0x06, 0xb6, 0xd4]);
  expect(box.maxX, 'the icon is not blank').toBeGreaterThan(box.minX);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  expect(Math.abs((box.minY + box.maxY) / 2 - 255.5)).toBeLessThanOrEqual(2);

  await page.getByTestId('favicon-text').fill('');
  await expect(page.getByText('Enter 1 to 2 characters')).toBeVisible();
});

test('circle and square shapes, two letters, a third one refused @slow', async ({ page }) => {
  await openGenerator(page);
  const text = page.getByTestId('favicon-text');
  await text.fill('AB');
  await text.press('End');
  await text.pressSequentially('C');
  await expect(text).toHaveValue('AB');

  await page.getByTestId('favicon-shape').getByText('Circle').click();
  await waitForPackage(page, { text: 'AB', shape: 'circle' });
  let { pngs } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' });
  let icon = pngs['favicon-96x96.png'];
  expect([alphaAt(icon, 0, 0), alphaAt(icon, 95, 95), alphaAt(icon, 48, 48)]).toEqual([0, 0, 255]);
  const box = inkBox(pngs['web-app-manifest-512x512.png'], [0x06, 0xb6, 0xd4]);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  await saveScreenshot(page, 'favicon-generator-circle');

  await page.getByTestId('favicon-shape').getByText('Square').click();
  await waitForPackage(page, { text: 'AB', shape: 'square' });
  ({ pngs } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' }));
  icon = pngs['favicon-96x96.png'];
  expect([alphaAt(icon, 0, 0), alphaAt(icon, 95, 95)]).toEqual([255, 255]);
});

test('emoji mode: search, pick; drawn from the Twemoji picture the app ships (fetched from our origin), in colour, centred @slow', async ({ page, context }) => {
  const emojiRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/engines/favicon-generator/emoji/')) emojiRequests.push(new URL(request.url()).pathname);
  });
  await openGenerator(page);
  // On white, every colour of the rocket (its pale blue too) stands out from the background.
  await page.getByTestId('favicon-background-color').fill('#ffffff');
  await page.getByTestId('favicon-background-color').press('Escape');
  await page.getByTestId('favicon-mode').getByText('Emoji').click();
  await page.getByTestId('emoji-search').fill('rocket');
  await expect(page.getByTestId('emoji-option')).toHaveCount(1);
  await page.getByTestId('emoji-option').click();
  await expect(page.getByTestId('favicon-emoji')).toHaveValue('🚀');
  await waitForPackage(page, { mode: 'emoji', text: '🚀' });
  await saveScreenshot(page, 'favicon-generator-emoji');
  expect(emojiRequests).toContain('/engines/favicon-generator/emoji/1f680.svg');
  const { zip, pngs } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' });
  // favicon.svg nests the emoji's own vector drawing: it looks the same in every browser tab.
  const svg = zip.get('favicon.svg')!.toString('utf8');
  expect(svg).toContain('<path fill="#A0041E"');
  expect(svg).not.toContain('<text');
  const big = pngs['web-app-manifest-512x512.png'];
  const box = inkBox(big, [0xff, 0xff, 0xff]);
  expect(box.maxX, 'the icon is not blank').toBeGreaterThan(box.minX + 100);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(2);
  expect(Math.abs((box.minY + box.maxY) / 2 - 255.5)).toBeLessThanOrEqual(2);
  // Twemoji's rocket has dark red fins: colour, not a monochrome system glyph.
  let red = 0;
  for (let i = 0; i < big.data.length; i += big.channels) if (big.data[i] > 130 && big.data[i + 1] < 40 && big.data[i + 2] < 60) red++;
  expect(red, 'red pixels of the colour emoji').toBeGreaterThan(500);
});

test('icon mode: over 5,000 Tabler icons searched by name or tag; the chosen one is stroked in the icon colour @slow', async ({ page }) => {
  await openGenerator(page);
  await page.getByTestId('favicon-mode').getByText('Icon').click();
  await expect(page.getByTestId('icon-count')).toContainText(/96 of [5-9],?\d{3}/);
  await page.getByTestId('icon-search').fill('launch');
  await expect(page.locator('[data-testid="icon-option"][data-icon="rocket"]')).toBeVisible();
  await page.getByTestId('icon-search').fill('heart');
  await page.locator('[data-testid="icon-option"][data-icon="heart"]').click();
  await expect(page.locator('[data-testid="icon-option"][data-icon="heart"]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('favicon-font-color').fill('#111111');
  await page.getByTestId('favicon-font-color').press('Escape');
  await waitForPackage(page, { mode: 'icon', text: 'heart' });
  await saveScreenshot(page, 'favicon-generator-icon');
  const { zip, pngs } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' });
  const svg = zip.get('favicon.svg')!.toString('utf8');
  expect(svg).toContain('stroke="#111111" stroke-width="2"');
  expect(svg).toMatch(/<path d="M19\.5 12\.572/);
  const big = pngs['web-app-manifest-512x512.png'];
  const box = inkBox(big, [0x06, 0xb6, 0xd4]);
  // The heart fills about 75 % of the maskable safe zone (60 % of the side) and sits in its middle.
  expect(box.maxX - box.minX).toBeGreaterThan(160);
  expect(Math.abs((box.minX + box.maxX) / 2 - 255.5)).toBeLessThanOrEqual(6);
  let dark = 0;
  for (let i = 0; i < big.data.length; i += big.channels) if (big.data[i] < 40 && big.data[i + 1] < 40 && big.data[i + 2] < 40) dark++;
  expect(dark, 'stroked in the icon colour').toBeGreaterThan(2000);
});

test('fonts are shipped with the app: Pacifico is fetched from our origin and changes the letters; Chinese falls back to the system @slow', async ({ page, context }) => {
  const fontRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/engines/favicon-generator/fonts/')) fontRequests.push(new URL(request.url()).pathname);
  });
  await openGenerator(page);
  let { zip } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' });
  const interPath = zip.get('favicon.svg')!.toString('utf8');
  await page.getByTestId('favicon-font').click();
  // The list shows each name in its own face, loaded from our origin.
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px "Localbox preview Pacifico"'))).toBe(true);
  await saveScreenshot(page, 'favicon-generator-fonts');
  await page.getByRole('option', { name: 'Pacifico' }).click();
  await expect(page.getByTestId('favicon-font')).toHaveValue('Pacifico');
  await waitForPackage(page, { font: 'pacifico', text: 'F' });
  expect(fontRequests).toContain('/engines/favicon-generator/fonts/pacifico-latin-400-normal.woff');
  ({ zip } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' }));
  const pacificoPath = zip.get('favicon.svg')!.toString('utf8');
  expect(pacificoPath).toMatch(/<path d="M/);
  expect(pacificoPath).not.toBe(interPath);

  await page.getByTestId('favicon-text').fill('中');
  await waitForPackage(page, { text: '中' });
  ({ zip } = await checkPackageZip(page, 'favicons.zip', { themeColor: '#06b6d4' }));
  expect(zip.get('favicon.svg')!.toString('utf8')).toContain('>中</text>');
});

test('phone layout and dark theme @slow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGenerator(page);
  await saveScreenshot(page, 'favicon-generator-phone-dark');
});
