import type { Page } from '@playwright/test';
import { longDoctypeBomb, quotedBracketBomb, useFanOutSvg } from '../../kits/svg/testing/bombs';
import { DEFAULT_OPTIONS } from '../../plugins/svg-optimizer/options';
import { expect as baseExpect, openRoute, test } from '../e2e/fixtures';
import { downloadZip, presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { armSvgTrap, trapValue } from '../e2e/svg-hostile';

/**
 * Issue 29's SVG findings, each made in the test: entity bombs a DOCTYPE reader that stops at the
 * first "]>" or after 1 MB lets through; ten <use> of ten <use> … five levels deep (1 KB that
 * Chromium needed 18 s to draw); event handlers and href animations svgo's removeScripts missed;
 * transforms that overflow to Infinity in an EPS. Each refusal reads as its reason on its own row.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svgFile = (name: string, text: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) });
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);
const GOOD = `<svg ${NS} width="20" height="20"><rect width="20" height="20" fill="#0a0"/></svg>`;
const TRAP = "window.__svgTrap='handler'";
const HANDLERS = `<svg ${NS} width="40" height="40"><rect width="40" height="40" fill="#0a0" onpointerenter="${TRAP}" onanimationstart="${TRAP}" ontransitionend="${TRAP}" onauxclick="${TRAP}"/><a href="#x"><set attributeName="href" to="javascript:${TRAP}"/><circle cx="20" cy="20" r="5"/></a></svg>`;
const OVERFLOW = `<svg ${NS} width="20" height="20"><rect width="5" height="5" transform="scale(1e200) scale(1e200)"/></svg>`;

/** The longest main-thread task since the last reset (the page's own start-up is not counted). */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __longest: number };
    state.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.__longest = Math.max(state.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return {
    reset: () => page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0)),
    longest: () => page.evaluate(() => (window as unknown as { __longest: number }).__longest),
  };
}

/** Goes to another tool the way a visitor does, through the sidebar (no page load). */
async function openTool(page: Page, path: string) {
  await page.getByTestId('sidebar').locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.locator('main h1').first()).toBeVisible();
}

test.describe('SVG bombs', () => {
  test.describe.configure({ timeout: 240_000 });

  test('svg-optimizer (in German): hidden entity bombs and <use> fan-out are refused with their reason; every handler and href animation is removed', async ({ page }) => {
    const dialogs = await armSvgTrap(page);
    await presetOptions(page, 'svg-optimizer', { ...DEFAULT_OPTIONS, disabled: ['removeUnknownsAndDefaults'] });
    await openRoute(page, '/svg/svg-optimizer?lng=de');
    await uploadFiles(page, [
      svgFile('bracket.svg', quotedBracketBomb(50_000, 40)),
      svgFile('long-doctype.svg', longDoctypeBomb(50_000, 40)),
      svgFile('fan-out.svg', useFanOutSvg(5)),
      svgFile('handlers.svg', HANDLERS),
      svgFile('good.svg', GOOD),
    ]);
    await waitForRows(page, 5);
    for (const name of ['bracket.svg', 'long-doctype.svg']) {
      await expect(row(page, name), name).toHaveAttribute('data-status', 'failed');
      await expect(row(page, name).getByTestId('row-error'), name).toHaveText('Das SVG deklariert Entitäten, die sich auf mehr als 1 MB ausdehnen, abgelehnt');
    }
    await expect(row(page, 'fan-out.svg')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'fan-out.svg').getByTestId('row-error')).toHaveText('Abgelehnt: Die <use>-Elemente des SVG würden mehr als 100.000 Kopien zeichnen');
    await expect(row(page, 'handlers.svg').getByTestId('row-note')).toContainText('Skripte und Ereignis-Handler entfernt');
    const zip = await downloadZip(page);
    const cleaned = Buffer.from(zip.get('handlers-optimized.svg')!).toString();
    expect(cleaned).toContain('<circle');
    expect(cleaned).not.toMatch(/\son[a-z]+=|<set|javascript:/i);
    expect([...zip.keys()].sort()).toEqual(['good-optimized.svg', 'handlers-optimized.svg']);
    expect(await trapValue(page)).toBe('untouched');
    expect(dialogs).toEqual([]);
  });

  test('svg-to-png, svg-to-eps, svg-to-pdf and the preview refuse <use> fan-out before drawing it, without freezing the page; the EPS writer refuses numbers that overflow', async ({ page }) => {
    const tasks = await watchLongTasks(page);
    const fanOut = useFanOutSvg(5);
    await openRoute(page, '/svg/svg-to-png');
    await tasks.reset();
    await uploadFiles(page, [svgFile('fan-out.svg', fanOut), svgFile('bracket.svg', quotedBracketBomb(50_000, 40)), svgFile('good.svg', GOOD)]);
    await waitForRows(page, 3);
    await expect(row(page, 'fan-out.svg').getByTestId('row-error')).toHaveText("Refused: the SVG's <use> elements would draw more than 100,000 copies");
    await expect(row(page, 'bracket.svg').getByTestId('row-error')).toHaveText('The SVG declares entities that expand to more than 1 MB, refused');
    await expect(row(page, 'good.svg')).toHaveAttribute('data-status', 'done');

    await openTool(page, '/svg/svg-to-eps');
    await uploadFiles(page, [svgFile('fan-out.svg', fanOut), svgFile('overflow.svg', OVERFLOW), svgFile('good.svg', GOOD)]);
    await waitForRows(page, 3);
    await expect(row(page, 'fan-out.svg').getByTestId('row-error')).toHaveText("Refused: the SVG's <use> elements would draw more than 100,000 copies");
    await expect(row(page, 'overflow.svg').getByTestId('row-error')).toHaveText('Refused: the SVG holds a number too large for an EPS (a transform or coordinate beyond ±10¹⁵)');
    await expect(row(page, 'good.svg')).toHaveAttribute('data-status', 'done');

    await openTool(page, '/svg/svg-to-pdf');
    await uploadFiles(page, [svgFile('fan-out.svg', fanOut), svgFile('good.svg', GOOD)]);
    await waitForRows(page, 2);
    await expect(row(page, 'fan-out.svg').getByTestId('row-error')).toHaveText("Refused: the SVG's <use> elements would draw more than 100,000 copies");
    await expect(row(page, 'good.svg')).toHaveAttribute('data-status', 'done');

    await openTool(page, '/svg/svg-preview');
    await page.getByTestId('svg-code').fill(fanOut);
    await expect(page.getByTestId('preview-refusal')).toHaveText("Refused: the SVG's <use> elements would draw more than 100,000 copies");
    await page.getByTestId('svg-code').fill(quotedBracketBomb(50_000, 40));
    await expect(page.getByTestId('preview-refusal')).toHaveText('The SVG declares entities that expand to more than 1 MB, refused');
    await expect(page.getByTestId('preview-image')).toHaveCount(0);

    // Drawing five levels took Chromium 18 s on one task; refusing them takes none that long.
    const longest = await tasks.longest();
    test.info().annotations.push({ type: 'longest main-thread task', description: `${Math.round(longest)} ms` });
    expect(longest).toBeLessThan(3000);
  });
});
