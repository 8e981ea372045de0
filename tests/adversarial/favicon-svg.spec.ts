import { expect, openRoute, test } from '../e2e/fixtures';
import { readDownload, unzip } from '../e2e/media';
import { TRAP_SCRIPT } from './hostile';

/**
 * Issue 29, finding 4: the favicon converter shipped an uploaded SVG as favicon.svg byte for byte,
 * scripts and all, and the snippet tells the visitor to put it on their site. Here an SVG tries
 * every way to run script or reach another host when favicon.svg is opened as a page; the file in
 * the package must do none of them, and the row must say what was taken out.
 */
const EVIL = 'https://evil.invalid';
const attribute = TRAP_SCRIPT.replace(/"/g, '&quot;');
const HOSTILE = `<?xml version="1.0"?><?xml-stylesheet href="${EVIL}/s.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="${attribute}">
  <script>${TRAP_SCRIPT}</script>
  <style>@import url(${EVIL}/a.css); circle { fill: url(${EVIL}/p.svg#g) }</style>
  <a href="javascript:${attribute}"><rect width="64" height="64" fill="#0a0" onmouseover="${attribute}" onpointerenter="${attribute}"/></a>
  <a><set attributeName="href" to="javascript:${attribute}"/><circle cx="32" cy="32" r="12"/></a>
  <foreignObject width="64" height="64"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:${attribute}"/></foreignObject>
  <use xlink:href="${EVIL}/sprite.svg#a"/><image href="${EVIL}/i.png" width="8" height="8"/>
</svg>`;

/** Ten `<use>` of ten `<use>` of … six levels deep: 1 KB that asks the renderer for a million copies. */
const FAN_OUT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><rect id="l0" width="1" height="1"/>${Array.from(
  { length: 6 },
  (_, level) => `<g id="l${level + 1}">${`<use href="#l${level}"/>`.repeat(10)}</g>`,
).join('')}</defs><use href="#l6"/></svg>`;

test('an uploaded SVG comes out of the favicon package without scripts, handlers, HTML or outside references; a <use> fan-out is refused before it is drawn', async ({ page, context }) => {
  test.setTimeout(180_000);
  await openRoute(page, '/favicon/converter');
  await page.getByTestId('upload-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE) });
  const row = page.locator('[data-testid="favicon-row"][data-name="logo.svg"]');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(row.getByTestId('svg-removed')).toHaveText(
    'Taken out of favicon.svg so that it is safe to put on your site: scripts, event handlers (on… attributes), embedded HTML (foreignObject), links and references to other files, and animations that change a link.',
  );

  const download = page.waitForEvent('download');
  await row.getByTestId('download-zip').click();
  const svg = (await unzip(await readDownload(await download))).get('favicon.svg')!.toString('utf8');
  expect(svg).not.toMatch(/<script|\son\w+\s*=|foreignObject|iframe|javascript:|evil\.invalid|@import|xml-stylesheet|attributeName="href"/i);
  expect(svg).toContain('<rect width="64" height="64" fill="#0a0"/>');

  // The page draws an SVG source itself (workers cannot): the code before handed this one to the
  // browser's renderer on the main thread, which froze for minutes on it.
  await page.getByTestId('upload-input').setInputFiles({ name: 'fan-out.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(FAN_OUT) });
  const refused = page.locator('[data-testid="favicon-row"][data-name="fan-out.svg"]');
  await expect(refused).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(refused.getByTestId('row-error')).toHaveText("Refused: the SVG's <use> elements would draw more than 100,000 copies");

  // Opened as a page from a site (as the visitor's visitors could), pointed at and clicked: nothing runs.
  await context.route('**/site/favicon.svg', (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
  const opened = await context.newPage();
  await opened.goto(new URL('/site/favicon.svg', page.url()).href);
  await opened.mouse.move(30, 30);
  await opened.mouse.click(32, 32);
  expect(await opened.evaluate(() => localStorage.getItem('pwned') ?? (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
});
