import { RASTER_DEFAULTS } from '../../kits/svg/raster-options';
import { sniffFormat } from '../../kits/image/header';
import { expect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { browserRender, openTool, realIcons, similarity, svgFile } from '../../tests/e2e/svg-render';

const ROUTE = '/svg/svg-to-jpg';

test.describe('svg-to-jpg', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await nodeCodecs();
  });

  test('real icons at an exact height of 64 px, on white at quality 90; a broken SVG fails alone', async ({ page }) => {
    await presetOptions(page, 'svg-to-jpg', { ...RASTER_DEFAULTS.jpeg, sizeMode: 'height', height: 64 });
    await openTool(page, ROUTE);
    await expect(page.getByText('Quality: 90%')).toBeVisible();
    const icons = realIcons(4);
    await uploadFiles(page, [...icons.map((icon) => svgFile(icon.name, icon.text)), svgFile('broken.svg', 'not svg at all')]);
    await waitForRows(page, 5);
    await expect(page.locator('[data-testid="result-row"][data-name="broken.svg"] [data-testid="row-error"]')).toHaveText('Not an SVG file');
    await saveScreenshot(page, 'svg-to-jpg-batch');
    const zip = await downloadZip(page);
    for (const icon of icons) {
      const bytes = zip.get(icon.name.replace(/\.svg$/, '.jpg'))!;
      expect(sniffFormat(bytes)).toBe('jpeg');
      const jpg = await decodeAny(bytes);
      expect([jpg.width, jpg.height]).toEqual([64, 64]);
      expect(Math.min(...jpg.data.subarray(0, 3)), 'transparent corner became white').toBeGreaterThan(245);
      expect(similarity(jpg, await browserRender(page, icon.text, 64, 64))).toBeGreaterThan(0.95);
    }
  });
});
