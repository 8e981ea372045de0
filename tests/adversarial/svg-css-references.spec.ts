import type { Page } from '@playwright/test';
import { expect, openRoute, test, watchBlockedAttempts } from '../e2e/fixtures';
import { uploadFiles, waitForRows } from '../e2e/image-helpers';
import { svgFile } from '../e2e/svg-render';

/**
 * Issue 41.7: CSS that reaches outside the file written so a regex misses it (escaped url(),
 * image-set() strings, an escaped url() in a style attribute or a presentation attribute). The
 * SVG tools lay a live copy of the drawing out in the page: nothing in it may try another host,
 * not even an attempt the security policy refuses (which no request event shows).
 */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40">
  <style>rect { fill: u\\72l(https://a.invalid/p.svg#p) } circle { fill: \\75 rl(https://b.invalid/p.svg#p) }
    path { mask-image: image-set("https://c.invalid/m.png" 1x) } @\\69mport "https://f.invalid/s.css";</style>
  <rect width="20" height="20" style="stroke: \\75rl('https://d.invalid/p.svg#p')"/><circle cx="30" cy="10" r="8"/>
  <path d="M40 0h10v10h-10z" stroke="u\\72l(https://e.invalid/#p)"/><text x="5" y="35">Hi</text></svg>`;

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

for (const tool of ['svg-to-pdf', 'svg-to-eps']) {
  test(`${tool}: escaped url(), image-set() and escaped @import in an SVG try no other host, and the privacy check shows none`, async ({ page }) => {
    const blocked = await watchBlockedAttempts(page);
    await openRoute(page, `/svg/${tool}`);
    await uploadFiles(page, [svgFile('escaped.svg', HOSTILE)]);
    await waitForRows(page, 1);
    await expect(row(page, 'escaped.svg')).toHaveAttribute('data-status', 'done');
    await page.getByTestId('header-privacy-check').click();
    await expect(page.getByTestId('privacy-check')).toBeVisible();
    expect(await blocked(), 'attempts the security policy refused').toEqual([]);
    await expect(page.getByTestId('privacy-violations')).toHaveText('0');
    await expect(page.getByTestId('privacy-other-hosts')).toHaveText('0');
  });
}
