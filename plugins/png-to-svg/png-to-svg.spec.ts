import { readFileSync } from 'node:fs';
import { expect as baseExpect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { downloadZip, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { realPhotos } from '../../tests/e2e/media';
import { meanDifferenceInPage, parseSvgInPage, photoAsPng } from '../../tests/e2e/trace-helpers';
import { DEFAULT_TRACE_OPTIONS, PRESET_CONTROLS } from '../../kits/svg/trace/options';

const expect = baseExpect.configure({ timeout: 60_000 });
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

test.describe('png-to-svg', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a real photo as PNG traces at its own width into an SVG that looks like it; a file that is not a PNG fails alone', async ({ page }) => {
    await page.goto('/svg/png-to-svg');
    await expect(page.locator('main h1')).toHaveText('PNG to SVG');
    const png = await photoAsPng(page, readFileSync(realPhotos(1)[0]), 400);
    await uploadFiles(page, [
      { name: 'photo.png', mimeType: 'image/png', buffer: png },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    await waitForRows(page, 2, 240_000);
    await expect(row(page, 'fake.png')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'fake.png').getByTestId('row-error')).toHaveText('Not an image in a supported format');
    await expect(row(page, 'photo.png').getByTestId('row-status')).toHaveText('Conversion Successful');
    await expect(row(page, 'photo.png').getByTestId('row-note')).toHaveCount(0); // 400 px: not scaled
    await expect(row(page, 'photo.png')).toContainText('PNG → SVG');
    const svg = Buffer.from((await downloadZip(page)).get('photo.svg')!).toString('utf8');
    const parsed = await parseSvgInPage(page, svg);
    expect(parsed.error).toBeNull();
    expect(parsed.width).toBe('400');
    expect(await meanDifferenceInPage(page, svg, png, 'image/png')).toBeLessThan(20);
    await saveScreenshot(page, 'png-to-svg');
  });

  test('black & white gives only black and white; a file that is not a PNG fails alone @slow', async ({ page }) => {
    await presetOptions(page, 'png-to-svg', { ...DEFAULT_TRACE_OPTIONS, preset: 'blackWhite', ...PRESET_CONTROLS.blackWhite });
    await page.goto('/svg/png-to-svg');
    await expect(page.locator('main h1')).toHaveText('PNG to SVG');
    const png = await photoAsPng(page, readFileSync(realPhotos(2)[1]), 300);
    await uploadFiles(page, [
      { name: 'bw.png', mimeType: 'image/png', buffer: png },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    await waitForRows(page, 2, 240_000);
    await expect(row(page, 'fake.png')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'fake.png').getByTestId('row-error')).toHaveText('Not an image in a supported format');
    const svg = Buffer.from((await downloadZip(page)).get('bw.svg')!).toString('utf8');
    const fills = new Set(svg.match(/fill="[^"]*"/g));
    expect([...fills].sort()).toEqual(['fill="rgb(0,0,0)"', 'fill="rgb(255,255,255)"']);
    await page.getByTestId('option-preset').focus();
    await saveScreenshot(page, 'png-to-svg-presets');
  });
});
