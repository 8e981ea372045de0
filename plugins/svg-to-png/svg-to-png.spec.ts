import { RASTER_DEFAULTS } from '../../kits/svg/raster-options';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { browserRender, openTool, realIcons, similarity, svgFile } from '../../tests/e2e/svg-render';

const ROUTE = '/svg/svg-to-png';
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

const VIEWBOX_ONLY = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#0000ff"/></svg>';
const PERCENT = '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 30 60"><circle cx="15" cy="30" r="15" fill="#00ff00"/></svg>';
const WITH_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="4" y="30" font-size="28" font-family="sans-serif">Hello</text></svg>';

test.describe('svg-to-png', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('real icons, a viewBox-only, a % sized and a text SVG come out at 2× their size; a broken SVG fails alone; hostile SVGs run no script, a 30000×30000 size is refused before drawing', async ({ page }) => {
    await presetOptions(page, 'svg-to-png', { ...RASTER_DEFAULTS.png, scale: 2 });
    await openTool(page, ROUTE);
    const icons = realIcons(3);
    await uploadFiles(page, [
      ...icons.map((icon) => svgFile(icon.name, icon.text)),
      svgFile('viewbox.svg', VIEWBOX_ONLY),
      svgFile('percent.svg', PERCENT),
      svgFile('text.svg', WITH_TEXT),
      svgFile('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg">\n<rect width="3"</svg>'),
    ]);
    await waitForRows(page, 7);
    await expect(row(page, 'broken.svg').getByTestId('row-status')).toHaveText('Conversion Failed');
    await expect(row(page, 'broken.svg').getByTestId('row-error')).toContainText(/Invalid SVG code \(line 2, column \d+\)/);
    await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(6);
    await saveScreenshot(page, 'svg-to-png-batch');

    const zip = await downloadZip(page);
    expect([...zip.keys()].sort()).toEqual([...icons.map((i) => i.name.replace(/\.svg$/, '.png')), 'percent.png', 'text.png', 'viewbox.png'].sort());
    for (const icon of icons) {
      const png = await decodeAny(zip.get(icon.name.replace(/\.svg$/, '.png'))!);
      expect([png.width, png.height]).toEqual([32, 32]);
      expect(png.data[3], 'the corner stays transparent').toBe(0);
      expect(similarity(png, await browserRender(page, icon.text, 32, 32))).toBeGreaterThan(0.99);
    }
    const viewBox = await decodeAny(zip.get('viewbox.png')!);
    expect([viewBox.width, viewBox.height]).toEqual([80, 40]);
    expect([...viewBox.data.subarray(0, 4)]).toEqual([0, 0, 255, 255]);
    const percent = await decodeAny(zip.get('percent.png')!);
    expect([percent.width, percent.height]).toEqual([60, 120]);
    const text = await decodeAny(zip.get('text.png')!);
    expect([text.width, text.height]).toEqual([240, 80]);
    let inked = 0;
    for (let i = 3; i < text.data.length; i += 4) if (text.data[i] > 128) inked++;
    expect(inked, 'the text is drawn').toBeGreaterThan(500);

    // Hostile files join the same batch: their scripts never run, the huge one is refused before drawing.
    await page.evaluate(() => ((window as unknown as { __trap: number }).__trap = 0));
    const trap = 'window.__trap = 1; parent.__trap = 1; top.__trap = 1';
    await uploadFiles(page, [
      svgFile('onload.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${trap}"><script>${trap}</script><rect width="10" height="10"/></svg>`),
      svgFile('foreign.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="${trap}"/></foreignObject></svg>`),
      svgFile('remote.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><use xlink:href="https://example.com/a.svg#x"/><image href="https://example.com/a.png" width="10" height="10"/></svg>'),
      svgFile('huge.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="10" height="10"/></svg>'),
      svgFile('fine.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0f0"/></svg>'),
    ]);
    await waitForRows(page, 12);
    await expect(row(page, 'huge.svg').getByTestId('row-error')).toContainText('Image too large: 30000 × 30000 px');
    await expect(row(page, 'fine.svg').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'onload.svg').getByTestId('row-status')).toHaveText('Conversion Successful');
    expect(await page.evaluate(() => (window as unknown as { __trap: number }).__trap)).toBe(0);
  });

  test('exact width keeps the ratio; an opaque background fills the transparent areas @slow', async ({ page }) => {
    await openTool(page, ROUTE);
    await page.getByTestId('option-size-mode').getByText('Exact width').click();
    await page.getByTestId('option-width').fill('100');
    await page.getByTestId('option-transparent').click();
    await page.getByTestId('option-background').fill('#ff0000');
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'svg-to-png-options');
    await uploadFiles(page, [svgFile('wide.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="20"><rect x="25" width="25" height="20" fill="#00f"/></svg>')]);
    await waitForRows(page, 1);
    const png = await decodeAny((await downloadZip(page)).get('wide.png')!);
    expect([png.width, png.height]).toEqual([100, 40]);
    expect([...png.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...png.data.subarray((20 * 100 + 90) * 4, (20 * 100 + 90) * 4 + 4)]).toEqual([0, 0, 255, 255]);
  });

  test('the shared SVG converter strings are translated (Chinese, German) @slow', async ({ page }) => {
    for (const [lng, size, transparent] of [['zh', '输出尺寸', '透明背景'], ['de', 'Ausgabegröße', 'Transparenter Hintergrund']]) {
      await openTool(page, `${ROUTE}?lng=${lng}`);
      await expect(page.getByText(size, { exact: true })).toBeVisible();
      await expect(page.getByText(transparent)).toBeVisible();
      await expect(page.locator('main')).not.toContainText('options.');
      await saveScreenshot(page, `svg-to-png-${lng}`);
    }
  });
});
