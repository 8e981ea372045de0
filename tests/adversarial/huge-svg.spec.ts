import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, openRoute, test } from '../e2e/fixtures';
import { waitForRows } from '../e2e/image-helpers';

/**
 * A 100 MB SVG (a small drawing padded with a comment) dropped beside a good one (issue 17, files):
 * each SVG tool that reads the file refuses it on its own row for its size, the good one comes
 * out, and the page keeps answering.
 */
const TOOLS = ['/svg/svg-to-png', '/svg/svg-optimizer'];
const GOOD = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#0a0"/></svg>';

let dir: string;
let bigPath: string;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'localbox-huge-svg-'));
  bigPath = path.join(dir, 'huge.svg');
  const head = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><!--';
  writeFileSync(bigPath, Buffer.concat([Buffer.from(head), Buffer.alloc(100 * 1024 * 1024, 0x61), Buffer.from('--><rect width="20" height="20"/></svg>')]));
  writeFileSync(path.join(dir, 'good.svg'), GOOD);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The same case on every tool: `npm test` runs it on the first, the full suite on all.
TOOLS.forEach((route, index) => {
  test(`${route}: a 100 MB SVG is refused for its size on its own row; the good one comes out; the page answers${index ? ' @slow' : ''}`, async ({ page }) => {
    test.setTimeout(240_000);
    await openRoute(page, route);
    await page.getByTestId('upload-input').setInputFiles([bigPath, path.join(dir, 'good.svg')]);
    await waitForRows(page, 2, 180_000);
    const big = page.locator('[data-testid="result-row"][data-name="huge.svg"]');
    await expect(big).toHaveAttribute('data-status', 'failed');
    await expect(big.getByTestId('row-error')).toHaveText(/too large|limit/i);
    await expect(page.locator('[data-testid="result-row"][data-name="good.svg"]')).toHaveAttribute('data-status', 'done');
    expect(await page.evaluate(() => document.title.length > 0)).toBe(true);
  });
});
