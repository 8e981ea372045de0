import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { downloadZip, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { realPhotos } from '../../tests/e2e/media';
import { meanDifferenceInPage, parseSvgInPage } from '../../tests/e2e/trace-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

test.describe('jpg-to-svg', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a real photo is scaled to 800 px, traced, and the SVG looks like the photo', async ({ page }) => {
    const photos = realPhotos(1).map((file) => ({ name: path.basename(file), mimeType: 'image/jpeg', buffer: readFileSync(file) }));
    const broken = { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: photos[0].buffer.subarray(0, 2000) };
    await page.goto('/svg/jpg-to-svg');
    await expect(page.locator('main h1')).toHaveText('JPG to SVG');
    await uploadFiles(page, [...photos, broken]);
    await waitForRows(page, 2, 240_000);
    await expect(row(page, 'broken.jpg')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'broken.jpg').getByTestId('row-error')).not.toBeEmpty();
    const zip = await downloadZip(page);
    for (const photo of photos) {
      await expect(row(page, photo.name).getByTestId('row-status')).toHaveText('Conversion Successful');
      await expect(row(page, photo.name).getByTestId('row-note')).toContainText('Scaled to 800 px wide');
      await expect(row(page, photo.name)).toContainText('JPG → SVG');
      const svg = Buffer.from(zip.get(photo.name.replace(/\.jpg$/, '.svg'))!).toString('utf8');
      const parsed = await parseSvgInPage(page, svg);
      expect(parsed.error).toBeNull();
      expect(parsed).toMatchObject({ root: 'svg', width: '800' });
      expect(parsed.viewBox).toMatch(/^0 0 800 \d+$/);
      expect(parsed.paths).toBeGreaterThan(50);
      const difference = await meanDifferenceInPage(page, svg, photo.buffer, 'image/jpeg');
      test.info().annotations.push({ type: photo.name, description: `${svg.length} bytes, mean difference ${difference.toFixed(1)} / 255 at 64 px` });
      expect(difference).toBeLessThan(20);
    }
    await row(page, photos[0].name).getByRole('button', { name: /Preview/ }).click();
    await expect(page.getByTestId('compare-result')).toHaveJSProperty('complete', true);
    expect(await page.getByTestId('compare-result').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await saveScreenshot(page, 'jpg-to-svg-compare');
  });
});
