import type { Page } from '@playwright/test';
import { DEFAULT_OPTIONS } from '../../plugins/image-converter/options';
import { expect, openRoute, saveScreenshot, test } from '../e2e/fixtures';
import { nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { htmlPolyglotPng, objectUrlsMade, openAsPage, recordObjectUrls, scriptedSvg, trapSprung } from './hostile';

/**
 * Issue 17, item 1: an uploaded SVG shown through a blob: URL typed image/svg+xml ran its script in
 * our origin when the URL was opened as a page. Here every object URL the app makes while a hostile
 * file goes through a tool and its before/after view is opened in a tab of its own, and so is every
 * picture the view shows: no script may run in our origin (a data: URL opened from the address bar
 * runs in an opaque origin, which reaches nothing of ours). A control URL made the unsafe way proves
 * the trap works.
 */

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

async function openCompare(page: Page, name: string) {
  await row(page, name).getByRole('button', { name: /Preview/ }).click();
  const pictures = page.getByTestId('before-after').locator('img');
  await expect(pictures).toHaveCount(2);
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="before-after"] img')];
    return images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
}

/** Opens every object URL the app made and every picture source on screen as a page. */
async function openEverything(page: Page) {
  const made = await objectUrlsMade(page);
  const shown = await page.evaluate(() => [...document.querySelectorAll('img')].map((image) => image.src));
  const urls = [...new Set([...made.map((entry) => entry.url), ...shown])];
  const origin = new URL(page.url()).origin;
  const ran: string[] = [];
  const sandboxed: string[] = [];
  for (const url of urls) {
    const ranIn = await openAsPage(page.context(), url);
    if (ranIn === origin) ran.push(url);
    else if (ranIn) sandboxed.push(url);
  }
  // Only data: URLs may run at all (in an opaque origin, as when typed in the address bar).
  expect(sandboxed.filter((url) => !url.startsWith('data:'))).toEqual([]);
  return { made, urls, ran };
}

/** The detector works: the same bytes behind an object URL of their own active type do run. */
async function expectControlRuns(page: Page, body: string, type: string) {
  const url = await page.evaluate(([text, mime]) => URL.createObjectURL(new Blob([text], { type: mime })), [body, type] as const);
  expect(await openAsPage(page.context(), url), 'the control URL runs its script as us').toBe(new URL(page.url()).origin);
}

test.describe('object URLs of untrusted files never run as pages', () => {
  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('image-converter: a scripted SVG, its PNG and the before/after view', async ({ page }) => {
    await recordObjectUrls(page);
    await presetOptions(page, 'image-converter', { ...DEFAULT_OPTIONS, target: 'png' });
    await openRoute(page, '/image/image-converter');
    const svg = scriptedSvg();
    await uploadFiles(page, [{ name: 'trap.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }]);
    await waitForRows(page, 1);
    await expect(row(page, 'trap.svg').getByTestId('row-status')).toHaveText('Conversion Successful');
    await openCompare(page, 'trap.svg');
    await saveScreenshot(page, 'adversarial-svg-compare');
    const { made, urls, ran } = await openEverything(page);
    test.info().annotations.push({ type: 'urls tried', description: `${urls.length} (${made.map((entry) => entry.type).join(', ')})` });
    expect(made.length, 'the result is shown through an object URL').toBeGreaterThan(0);
    expect(made.filter((entry) => /svg|html|xml/.test(entry.type) || entry.type === '')).toEqual([]);
    expect(ran).toEqual([]);
    expect(await trapSprung(page)).toBeNull();
    await expectControlRuns(page, svg, 'image/svg+xml');
  });

  test('image-compress: a PNG that is also an HTML page, uploaded typed text/html', async ({ page }) => {
    await recordObjectUrls(page);
    await openRoute(page, '/image/image-compress');
    const polyglot = await htmlPolyglotPng();
    await uploadFiles(page, [
      { name: 'trap.png', mimeType: 'text/html', buffer: polyglot },
      { name: 'trap.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(scriptedSvg()) },
    ]);
    await waitForRows(page, 1);
    await expect(row(page, 'trap.png')).toHaveAttribute('data-status', 'done');
    await openCompare(page, 'trap.png');
    const { made, ran } = await openEverything(page);
    expect(made.filter((entry) => /svg|html|xml/.test(entry.type) || entry.type === '')).toEqual([]);
    expect(ran).toEqual([]);
    expect(await trapSprung(page)).toBeNull();
    await expectControlRuns(page, polyglot.toString('latin1'), 'text/html');
  });
});
