import type { Page } from '@playwright/test';
import { linkValues } from '../../core/settings/settings-link';
import { catalogue } from './catalogue';
import { expect, fullSuite, navigateInApp, openRoute, saveScreenshot, test } from './fixtures';
import { fileToolIds, optionSchemas, sampleLink, schemaForKeys } from './settings-link-samples';

/** The query of the link "Copy link to these settings" puts on the clipboard. */
async function copiedQuery(page: Page, route: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByTestId('copy-settings-link').click();
  const link = await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('').then(() => page.evaluate(() => navigator.clipboard.readText()));
  const url = new URL(link);
  expect(url.pathname).toBe(route);
  return url.search.slice(1);
}

const remembered = (page: Page, id: string) => page.evaluate((key) => localStorage.getItem(key), `localbox-options:${id}`);

test('a settings link round-trips every option of every file tool (every third in the quick suite), and is remembered only when kept', async ({ page, context }) => {
  // One page load for every file tool (client-side navigation); about 10 s a tool on a busy machine.
  // The quick suite takes every third tool in the catalogue's order, so Keep and Undo both still run.
  test.setTimeout(600_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const schemas = await optionSchemas();
  const fileTools = new Set(fileToolIds());
  const tools = catalogue().filter((tool) => fileTools.has(tool.id)).filter((_, index) => fullSuite || index % 3 === 0);
  await openRoute(page, '/');
  const covered: string[] = [];
  for (const [index, tool] of tools.entries()) {
    await navigateInApp(page, tool.route);
    await expect(page.locator('main h1').first()).toBeVisible();
    const copy = page.getByTestId('copy-settings-link');
    // A tool whose screen has no options shows no link button; the list below says which.
    await expect(page.getByTestId('upload-zone').first()).toBeVisible();
    if (!(await copy.waitFor({ timeout: 5_000 }).then(() => true, () => false))) continue;
    const defaults = await copiedQuery(page, tool.route);
    const keys = [...new URLSearchParams(defaults).keys()];
    const schema = schemaForKeys(schemas, keys);
    expect(schema, `${tool.id}: the schema of the keys ${keys.join(', ')}`).toBeDefined();
    const sample = sampleLink(schema!, linkValues(schema!, defaults));
    const before = await remembered(page, tool.id);

    // Opened from elsewhere, as a link is: the tool's screen mounts with the settings in the address.
    await navigateInApp(page, '/');
    await expect(copy).toHaveCount(0);
    await navigateInApp(page, `${tool.route}?${sample.query}`);
    const notice = page.getByTestId('settings-link-notice');
    await expect(notice, tool.id).toBeVisible();
    await expect(notice.getByTestId('settings-link-ignored')).toHaveCount(0);
    for (const key of keys) await expect(notice.getByTestId('settings-link-applied'), `${tool.id}: ${key}`).toContainText(`${key} = `);
    expect(await copiedQuery(page, tool.route), `${tool.id} round trip`).toBe(sample.query);
    expect(await remembered(page, tool.id), `${tool.id}: nothing remembered before Keep`).toBe(before);

    // Every other tool: Undo shows the remembered settings again; the others: Keep remembers them.
    if (index % 2) {
      await notice.getByTestId('settings-link-undo').click();
      await expect(notice).toHaveCount(0);
      expect(await copiedQuery(page, tool.route)).toBe(defaults);
      expect(await remembered(page, tool.id)).toBe(before);
    } else {
      await notice.getByTestId('settings-link-keep').click();
      await expect(notice).toHaveCount(0);
      expect(JSON.parse((await remembered(page, tool.id)) ?? '{}')).toMatchObject(sample.options as Record<string, unknown>);
    }
    expect(new URL(page.url()).search, 'the address no longer carries the settings').toBe('');
    covered.push(tool.id);
  }
  test.info().annotations.push({ type: 'file tools round-tripped', description: covered.join(', ') });
  expect(covered.length, `file tools with a settings link: ${covered.join(', ')}`).toBeGreaterThanOrEqual(fullSuite ? 14 : 4);
});

test('a hostile settings link changes nothing, names what it ignored, renders no markup, and reads only its first 200 parameters', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await openRoute(page, '/image/image-resize');
  const defaults = await copiedQuery(page, '/image/image-resize');
  await navigateInApp(page, '/');
  await expect(page.getByTestId('copy-settings-link')).toHaveCount(0);
  const many = Array.from({ length: 10_000 }, (_, i) => `p${i}=${i}`).join('&');
  const hostile = `mode=<script>alert(1)</script>&width=abc&percent=1e9&keep-aspect-ratio=maybe&height=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E&__proto__=1&lng=en&${many}`;
  // Opened twice (and read twice each time under React's StrictMode): the machine running the tests is
  // shared, so the least of the readings is the work's own cost and the most says what a pause added.
  await page.evaluate(() => performance.clearMeasures('localbox:settings-link'));
  await navigateInApp(page, `/image/image-resize?${hostile}`);
  await expect(page.getByTestId('settings-link-notice')).toBeVisible();
  await navigateInApp(page, '/');
  await expect(page.getByTestId('copy-settings-link')).toHaveCount(0);
  await navigateInApp(page, `/image/image-resize?${hostile}`);
  const notice = page.getByTestId('settings-link-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('settings-link-applied')).toHaveText('Settings from a link: none of them could be used.');
  await expect(notice.getByTestId('settings-link-ignored')).toContainText('mode, width, percent, keep-aspect-ratio, height');
  await expect(notice.getByTestId('settings-link-ignored')).toContainText('10,001 more');
  await expect(notice.getByTestId('settings-link-keep')).toBeDisabled();
  expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
  expect(await copiedQuery(page, '/image/image-resize')).toBe(defaults);
  expect(await remembered(page, 'image-resize')).toBeNull();
  // What opening the link adds to the main thread, as the app measures it (each mount reads the link
  // once): reported, not asserted (a time flakes on a busy machine). The work it is bounded by, the
  // first 200 parameters read and the rest only counted ("10,001 more"), is asserted above and in
  // settings-link.test.ts.
  const readings = await page.evaluate(() => performance.getEntriesByName('localbox:settings-link').map((entry) => entry.duration));
  expect(readings.length).toBeGreaterThanOrEqual(2);
  test.info().annotations.push({ type: 'settings-link reading (ms)', description: readings.map((ms) => ms.toFixed(1)).join(', ') });

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'settings-link-notice-phone', { fullPage: false });
  await notice.getByTestId('settings-link-undo').click();
  await expect(notice).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('?lng=en');
});
