import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect as baseExpect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { armSvgTrap, HOSTILE_SVGS, trapValue } from '../../tests/e2e/svg-hostile';

const ROUTE = '/svg/svg-preview';
const expect = baseExpect.configure({ timeout: 60_000 });

async function open(page: Page) {
  await page.goto(ROUTE);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** The colour at a point of the preview image, drawn the way the page shows it. */
const pixelAt = (page: Page, fx: number, fy: number) =>
  page.getByTestId('preview-image').evaluate(async (image: HTMLImageElement, [x, y]) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(Math.floor(canvas.width * x), Math.floor(canvas.height * y), 1, 1).data];
  }, [fx, fy]);

test.describe('svg-preview', () => {
  test.describe.configure({ timeout: 180_000 });

  test('renders the default 200 × 200 indigo circle from a data: URL and describes it; broken code gives the parser’s line and column; hostile SVGs never run script or reach another host', async ({ page }) => {
    const dialogs = await armSvgTrap(page);
    await open(page);
    await expect(page.getByTestId('svg-code')).toHaveValue(/circle/);
    const image = page.getByTestId('preview-image');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([200, 200]);
    expect(await pixelAt(page, 0.5, 0.5)).toEqual([0x63, 0x66, 0xf1, 255]);
    expect((await pixelAt(page, 0.02, 0.02))[3]).toBe(0);
    const info = page.getByTestId('svg-info');
    await expect(info).toContainText('width attribute200');
    await expect(info).toContainText('viewBox0 0 200 200');
    await expect(info).toContainText(/\d+ B/);
    await saveScreenshot(page, 'svg-preview-default');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').click()]);
    expect(download.suggestedFilename()).toBe('download.svg');
    expect(readFileSync((await download.path())!, 'utf8')).toContain('#6366f1');

    const code = page.getByTestId('svg-code');
    await code.fill('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect>\n</svg>');
    const message = page.getByTestId('preview-message');
    await expect(message).toContainText('Invalid SVG code');
    await expect(message).toContainText(/Line 3, column \d+/);
    await expect(page.getByTestId('preview-image')).toHaveCount(0);
    await saveScreenshot(page, 'svg-preview-invalid');
    await code.fill('');
    await expect(message).toHaveText('No preview available, please enter valid SVG code');
    // Well-formed XML that the browser cannot draw as an image.
    await code.fill('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><rect/></svg>');
    await expect(message).toHaveText('Preview error, please check your SVG code');

    for (const [name, text] of Object.entries(HOSTILE_SVGS)) {
      await code.fill(text);
      if (name === 'broken.svg' || name === 'entity-bomb.svg') {
        await expect(page.getByTestId('preview-message'), name).toContainText('Invalid SVG code');
      } else {
        await expect(page.getByTestId('preview-image'), name).toHaveJSProperty('complete', true);
      }
      if (['onload.svg', 'script.svg', 'javascript-link.svg', 'foreign-object.svg'].includes(name)) {
        await expect(page.getByTestId('preview-active-content'), name).toBeVisible();
      }
    }
    await saveScreenshot(page, 'svg-preview-hostile');
    expect(await trapValue(page)).toBe('untouched');
    expect(dialogs).toEqual([]);
  });

  test('zoom and background change the view @slow', async ({ page }) => {
    await open(page);
    await page.getByTestId('preview-zoom').getByText('200%').click();
    await expect(page.getByTestId('preview-image')).toHaveJSProperty('width', 400);
    await page.getByTestId('preview-background').getByText('Black').click();
    await saveScreenshot(page, 'svg-preview-zoom-black');
  });
});
