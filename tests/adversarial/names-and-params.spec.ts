import { expect, openRoute, test } from '../e2e/fixtures';
import { downloadZip, nodeCodecs, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { plainPng, trapSprung } from './hostile';

/**
 * Hostile file names and URL parameters (issue 17): names with markup, traversal, bidi overrides,
 * 300 characters and reserved Windows names are shown as text and written into ZIPs as safe
 * relative names; `?lng=` and other parameters never reach the DOM as markup. 6 names and 3
 * parameters tried.
 */
const NAMES = [
  '../../evil.png',
  '<img src=x onerror="window.__pwned=1">.png',
  'report\u202Egnp.exe.png',
  `${'a'.repeat(296)}.png`,
  'CON.png',
  'C:\\Windows\\system32\\x.png',
];

test.beforeAll(async () => {
  await nodeCodecs();
});

test('hostile file names are shown as text and zipped as safe relative names', async ({ page }) => {
  await openRoute(page, '/image/image-converter');
  const png = await plainPng(48, 32);
  await uploadFiles(page, NAMES.map((name) => ({ name, mimeType: 'image/png', buffer: png })));
  await waitForRows(page, NAMES.length);
  // The markup name is text: no <img> made from it, no handler ran.
  await expect(page.getByText('<img src=x onerror="window.__pwned=1">.png', { exact: false }).first()).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(await trapSprung(page)).toBeNull();
  const zip = await downloadZip(page);
  const names = [...zip.keys()];
  expect(names).toHaveLength(NAMES.length);
  for (const name of names) {
    expect(name, name).not.toMatch(/(^|[\\/])\.\.([\\/]|$)/);
    expect(name, name).not.toMatch(/^[\\/]|^[a-z]:/i);
    expect([...name].some((ch) => ch.charCodeAt(0) < 0x20 || /[\u202a-\u202e\u2066-\u2069\\]/.test(ch)), name).toBe(false);
    expect(name.length, name).toBeLessThanOrEqual(255);
    expect(name, name).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
  }
});

test('URL parameters never reach the page as markup', async ({ page }) => {
  for (const query of ['?lng=<img src=x onerror=window.__pwned=1>', '?lng=%22%3E%3Csvg%20onload%3Dwindow.__pwned%3D1%3E', '?q=<script>window.__pwned=1</script>']) {
    await page.goto(`/writer/word-count${query}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count(), query).toBe(0);
    expect(await trapSprung(page), query).toBeNull();
    // The language falls back to a real one; the attribute holds no markup.
    expect(await page.locator('html').getAttribute('lang'), query).toMatch(/^[a-zA-Z-]+$/);
  }
});
