import { expect as baseExpect, saveScreenshot, test } from '../../tests/e2e/fixtures';
import { downloadZip, presetOptions, uploadFiles, waitForRows } from '../../tests/e2e/image-helpers';
import { DEFAULT_OPTIONS } from './options';
import { armSvgTrap, differingRatioInPage, hostileFiles, realIcons, trapValue } from '../../tests/e2e/svg-hostile';

const ROUTE = '/svg/svg-optimizer';
// The machine runs several builds and browsers at once: waits are for states, with room to spare.
const expect = baseExpect.configure({ timeout: 60_000 });
const openRoute = async (page: import('@playwright/test').Page, route: string) => {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
};
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

test.describe('svg-optimizer', () => {
  test.describe.configure({ timeout: 300_000 });
  // `npm test` takes 8 icons; the full suite the 40.
  for (const count of [8, 40]) {
    test(`${count} real icons come out smaller and rendering the same (≤ 0.5 % of pixels); hostile SVGs beside them run no script and reach no other host, bad ones fail alone${count > 8 ? ' @slow' : ''}`, async ({ page }) => {
      const dialogs = await armSvgTrap(page);
      const icons = realIcons(count, 15);
      const hostile = hostileFiles();
      await openRoute(page, ROUTE);
      await uploadFiles(page, [...hostile, ...icons]);
      await waitForRows(page, hostile.length + icons.length, 180_000);
      for (const icon of icons) await expect(row(page, icon.name), icon.name).toHaveAttribute('data-status', 'done');
      await expect(row(page, icons[0].name).getByTestId('row-note')).toHaveText(/^Size Reduction: \d+%/);
      const zip = await downloadZip(page);
      let before = 0;
      let after = 0;
      const ratios: number[] = [];
      for (const icon of icons) {
        const optimized = zip.get(icon.name.replace(/\.svg$/, '-optimized.svg'));
        expect(optimized, icon.name).toBeDefined();
        expect(optimized!.length, icon.name).toBeLessThan(icon.buffer.length);
        before += icon.buffer.length;
        after += optimized!.length;
        const ratio = await differingRatioInPage(page, icon.buffer.toString('utf8'), Buffer.from(optimized!).toString('utf8'));
        expect(ratio, icon.name).toBeLessThanOrEqual(0.005);
        ratios.push(ratio);
      }
      test.info().annotations.push({ type: 'bytes', description: `${before} → ${after} (${((after / before) * 100).toFixed(1)} %), worst differing ${(Math.max(...ratios) * 100).toFixed(3)} %` });
      // No icon's row warns, since none renders differently.
      for (const icon of icons) await expect(row(page, icon.name).getByTestId('row-note').filter({ hasText: 'Warning' }), icon.name).toHaveCount(0);

      await row(page, icons[0].name).getByRole('button', { name: /Preview/ }).click();
      await expect(page.getByTestId('side-by-side')).toBeVisible();
      await expect(page.getByTestId('compare-result')).toHaveJSProperty('complete', true);
      const src = await page.getByTestId('compare-result').getAttribute('src');
      expect(src).toMatch(/^data:image\/svg\+xml/);
      await saveScreenshot(page, 'svg-optimizer-side-by-side');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await expect(row(page, 'broken.svg')).toHaveAttribute('data-status', 'failed');
      await expect(row(page, 'broken.svg').getByTestId('row-error')).toHaveText(/^Invalid SVG code \(line \d+, column \d+\)$/);
      await expect(row(page, 'entity-bomb.svg')).toHaveAttribute('data-status', 'failed');
      await expect(row(page, 'entity-bomb.svg').getByTestId('row-error')).toContainText('entities');
      for (const name of ['onload.svg', 'script.svg', 'javascript-link.svg', 'foreign-object.svg']) {
        await expect(row(page, name).getByTestId('row-note'), name).toContainText('scripts and event handlers removed');
      }
      for (const name of ['external-use.svg', 'huge-canvas.svg']) await expect(row(page, name), name).toHaveAttribute('data-status', 'done');
      for (const name of ['onload', 'script', 'javascript-link', 'foreign-object']) {
        expect(Buffer.from(zip.get(`${name}-optimized.svg`)!).toString()).not.toMatch(/<script|on(load|error)=|javascript:/);
      }
      // Every preview, too, shows the SVG as an image only.
      for (const name of ['onload.svg', 'script.svg', 'foreign-object.svg', 'external-use.svg']) {
        await row(page, name).getByRole('button', { name: /Preview/ }).click();
        await expect(page.getByTestId('compare-original')).toBeVisible();
        await expect(page.getByTestId('compare-result')).toHaveJSProperty('complete', true);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await saveScreenshot(page, 'svg-optimizer-hostile');
      expect(await trapValue(page)).toBe('untouched');
      expect(dialogs).toEqual([]);
    });
  }

  test('pasted code joins the batch; a change that alters the picture is flagged', async ({ page }) => {
    // Precision 0 on a 4-unit drawing moves the shape by up to half its size.
    await presetOptions(page, 'svg-optimizer', { ...DEFAULT_OPTIONS, autoPrecision: false, precision: 0 });
    await openRoute(page, ROUTE);
    await page.getByTestId('paste-svg').fill('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 4 4"><path d="M0.4 0.4H2.6V2.6H0.4z" fill="#6366f1"/></svg>');
    await page.getByTestId('paste-svg-submit').click();
    await waitForRows(page, 1);
    await expect(row(page, 'pasted.svg').getByTestId('row-note')).toContainText('Warning: renders differently');
    await saveScreenshot(page, 'svg-optimizer-warning');
  });

  test('the preset plugins read as what they do, in the visitor\'s language; switching one off changes the output @slow', async ({ page }) => {
    await openRoute(page, `${ROUTE}?lng=de`);
    await page.getByTestId('toggle-plugins').click();
    const removeComments = page.locator('[data-plugin="removeComments"]');
    await expect(removeComments).toBeVisible();
    await expect(page.getByLabel('Kommentare entfernen')).toBeChecked();
    await expect(page.getByLabel('Pfade runden und kürzen')).toBeVisible();
    await page.getByLabel('Kommentare entfernen').uncheck();
    await page.getByTestId('paste-svg').fill('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><!-- kept note --><rect width="20" height="20" fill="#ff0000"/></svg>');
    await page.getByTestId('paste-svg-submit').click();
    await waitForRows(page, 1);
    const zip = await downloadZip(page);
    const optimized = Buffer.from(zip.get('pasted-optimized.svg')!).toString('utf8');
    expect(optimized).toContain('kept note');
    expect(optimized).toContain('fill="red"');
  });
});
