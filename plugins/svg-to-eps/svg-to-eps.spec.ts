import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { browserRender, openTool, realIcons, similarity, svgFile } from '../../tests/e2e/svg-render';
import { renderEps } from './testing/ghostscript';

const ROUTE = '/svg/svg-to-eps';
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** Converts real icons in the app and checks each EPS against the browser's render of its SVG. */
async function checkIcons(page: Page, count: number) {
  await openTool(page, ROUTE);
  const icons = realIcons(count);
  await uploadFiles(page, [...icons.map((icon) => svgFile(icon.name, icon.text)), svgFile('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"</svg>')]);
  await waitForRows(page, count + 1);
  await expect(row(page, 'broken.svg').getByTestId('row-status')).toHaveText('Conversion Failed');
  await expect(row(page, 'broken.svg').getByTestId('row-error')).toContainText('Invalid SVG code');
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(count);
  const zip = await downloadZip(page);
  const scores: number[] = [];
  for (const icon of icons) {
    const eps = new TextDecoder().decode(zip.get(icon.name.replace(/\.svg$/, '.eps'))!);
    expect(eps.startsWith('%!PS-Adobe-3.0 EPSF-3.0\n')).toBe(true);
    const box = /%%HiResBoundingBox: 0 0 ([\d.]+) ([\d.]+)/.exec(eps)!;
    const integerBox = /%%BoundingBox: 0 0 (\d+) (\d+)/.exec(eps)!;
    // Adwaita icons are 16 px: 12 pt.
    for (const side of [box[1], box[2], integerBox[1], integerBox[2]]) expect(Math.abs(Number(side) - 12)).toBeLessThanOrEqual(1);
    // 768 dpi: 12 pt = 128 px.
    const rendered = await decodeAny(renderEps(eps, 768, 'png16m').bytes);
    expect([rendered.width, rendered.height]).toEqual([128, 128]);
    const score = similarity(rendered, await browserRender(page, icon.text, 128, 128));
    scores.push(score);
    expect(score, icon.name).toBeGreaterThanOrEqual(0.95);
  }
  return scores;
}

test.describe('svg-to-eps', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('5 real icons: Ghostscript renders each EPS like the browser renders the SVG, bounding box 12 pt', async ({ page }, testInfo) => {
    const scores = await checkIcons(page, 5);
    testInfo.annotations.push({ type: 'ssim', description: scores.map((s) => s.toFixed(4)).join(' ') });
    await saveScreenshot(page, 'svg-to-eps-batch');
  });

  test('20 real icons: Ghostscript renders each EPS like the browser (SSIM ≥ 0.95) @slow', async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    const scores = await checkIcons(page, 20);
    testInfo.annotations.push({ type: 'ssim', description: `min ${Math.min(...scores).toFixed(4)} mean ${(scores.reduce((a, b) => a + b) / scores.length).toFixed(4)}` });
  });

  test('what EPS cannot hold is approximated and the row says so; a gradient is a shading; see-through paint over a shape is a picture @slow', async ({ page }) => {
    await openTool(page, ROUTE);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs><rect width="20" height="10" fill="url(#g)"/><rect y="10" width="20" height="10" opacity="0.5"/><text y="18">Hi</text></svg>';
    const overlap = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#00f"/><rect x="5" y="5" width="10" height="10" fill="#f00" fill-opacity="0.5"/></svg>';
    await uploadFiles(page, [svgFile('approx.svg', svg), svgFile('overlap.svg', overlap)]);
    await waitForRows(page, 2);
    await expect(row(page, 'approx.svg').getByTestId('row-note')).toContainText('Approximated for EPS');
    await expect(row(page, 'overlap.svg').getByTestId('row-note')).toContainText('placed as a 300 dpi picture');
    const zip = await downloadZip(page);
    const eps = new TextDecoder().decode(zip.get('approx.eps')!);
    // The gradient is a real shading and the text (the browser's default font) Tinos outlines; opacity is what EPS approximates.
    expect(eps).toMatch(/% Approximated: opacity\r?\n/);
    expect(eps).toContain('shfill');
    // Half red over blue is purple, not the pink of half red on white; the blue around stays vector (384 dpi: 4 pixels a CSS pixel).
    const pictured = await decodeAny(renderEps(new TextDecoder().decode(zip.get('overlap.eps')!), 384, 'png16m').bytes);
    const pixel = (x: number, y: number) => Array.from(pictured.data.subarray((y * pictured.width + x) * 4, (y * pictured.width + x) * 4 + 3));
    for (const [value, expected] of pixel(40, 40).map((v, i) => [v, [128, 0, 128][i]])) expect(Math.abs(value - expected)).toBeLessThanOrEqual(8);
    expect(pixel(8, 8)).toEqual([0, 0, 255]);
    await saveScreenshot(page, 'svg-to-eps-approximated');
  });
});
