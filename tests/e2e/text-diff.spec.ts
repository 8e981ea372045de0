import { applyPatch } from 'diff';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyWithGnuPatch, hasGnuPatch } from '../../plugins/text-diff/testing/gnu-patch';
import { expectNoSeriousAxeViolation } from './axe';
import { expect, openRoute, saveScreenshot, test } from './fixtures';

const original = 'alpha\nbravo charlie\ndelta\necho\n';
const changed = 'alpha\nbravo CHARLIE\ndelta\nfoxtrot\necho\ngolf\n';

async function fillSides(page: Page, left: string, right: string) {
  await page.getByTestId('diff-left').fill(left);
  await page.getByTestId('diff-right').fill(right);
}

test('line diff: a side over 5 MB is refused; side by side, intra-line highlight, unified view, patch copy and download', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/text/text-diff');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a file (Original text)' }).click();
  await (await chooser).setFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'x') });
  await expect(page.getByText('Each text may hold up to 5 MB.')).toBeVisible();
  await expect(page.getByTestId('diff-left')).toHaveValue('');

  await fillSides(page, original, changed);

  await expect(page.getByTestId('diff-summary-added')).toHaveText('+3');
  await expect(page.getByTestId('diff-summary-removed')).toHaveText('−1');
  await expect(page.getByTestId('diff-summary-unchanged')).toContainText('3');
  const rows = page.getByTestId('diff-row');
  await expect(rows).toHaveCount(6);
  const replaced = rows.nth(1);
  await expect(replaced).toHaveAttribute('data-kind', 'changed');
  await expect(replaced.getByTestId('diff-right-cell').locator('span')).toHaveText('CHARLIE');
  await expect(replaced.getByTestId('diff-left-cell').locator('span')).toHaveText('charlie');
  await saveScreenshot(page, 'text-diff-split');

  await page.getByTestId('diff-view-mode').getByText('Unified').click();
  await expect(page.locator('[data-testid="diff-row"][data-kind="removed"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="diff-row"][data-kind="added"]')).toHaveCount(3);

  await page.getByTestId('diff-copy-patch').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(applyPatch(original, copied)).toBe(changed);

  const download = page.waitForEvent('download');
  await page.getByTestId('diff-download-patch').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('changes.patch');
  expect(applyPatch(original, readFileSync((await file.path())!, 'utf8'))).toBe(changed);

  // Ignoring case turns the replaced line into an unchanged one.
  await page.getByTestId('diff-ignore-case').locator('..').click();
  await expect(page.getByTestId('diff-summary-removed')).toHaveText('−0');
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+2');

  await page.getByTestId('diff-swap').click();
  await expect(page.getByTestId('diff-left')).toHaveValue(changed);
  await expect(page.getByTestId('diff-summary-removed')).toHaveText('−2');
});

test('word and character modes highlight the changed words and characters @slow', async ({ page }) => {
  await openRoute(page, '/text/text-diff');
  await page.getByTestId('diff-mode').getByText('Words').click();
  await fillSides(page, 'The quick brown fox jumps', 'The slow brown fox leaps');
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+2');
  await expect(page.getByTestId('diff-stream-right').locator('[data-kind="added"]')).toHaveText(['slow', 'leaps']);
  await expect(page.getByTestId('diff-stream-left').locator('[data-kind="removed"]')).toHaveText(['quick', 'jumps']);

  await page.getByTestId('diff-mode').getByText('Characters').click();
  await fillSides(page, '床前明月光', '床前明月亮');
  await expect(page.getByTestId('diff-stream-right').locator('[data-kind="added"]')).toHaveText(['亮']);
  await expect(page.getByTestId('diff-summary-unchanged')).toContainText('4');
});

test('accepts a text file dropped on a side @slow', async ({ page }) => {
  await openRoute(page, '/text/text-diff');
  await page.getByTestId('diff-left').fill('one\ntwo\n');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['one\nthree\n'], 'new.txt', { type: 'text/plain' }));
    return transfer;
  });
  const target = page.getByTestId('diff-right-side');
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('diff-right')).toHaveValue('one\nthree\n');
  await expect(target).toContainText('new.txt');
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+1');
});

test('an opened CRLF file and pasted CRLF text keep their bytes: GNU patch turns one into the other exactly', async ({ page }) => {
  const left = '床前明月光\r\n疑是地上霜\r\nend';
  const pasted = '床前明月光\r\n疑是地上霜。\r\n举头望明月';
  await openRoute(page, '/text/text-diff');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a file (Original text)' }).click();
  await (await chooser).setFiles({ name: 'old.txt', mimeType: 'text/plain', buffer: Buffer.from(left) });
  await expect(page.getByTestId('diff-left')).toHaveValue(left.replaceAll('\r\n', '\n'));
  await expect(page.getByTestId('diff-left-side')).toContainText('old.txt');

  // A text box turns pasted CRLF into LF; the side keeps the clipboard's text, and typing keeps its breaks.
  const rightBox = page.getByTestId('diff-right');
  await rightBox.evaluate((box, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, pasted);
  await rightBox.press('Control+End');
  await rightBox.press('Enter');
  await rightBox.pressSequentially('低头');
  const right = `${pasted}\r\n低头`;
  await expect(rightBox).toHaveValue(right.replaceAll('\r\n', '\n'));
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+3');

  const download = page.waitForEvent('download');
  await page.getByTestId('diff-download-patch').click();
  const patch = readFileSync((await (await download).path())!);
  test.skip(!hasGnuPatch, 'GNU patch is not installed (apt-get install patch)');
  expect(applyWithGnuPatch(left, patch).toString('hex')).toBe(Buffer.from(right).toString('hex'));
});

test('texts typed over two opened CRLF files are compared as typed: GNU patch turns the typed original into the typed change', async ({ page }) => {
  test.skip(!hasGnuPatch, 'GNU patch is not installed (apt-get install patch)');
  await openRoute(page, '/text/text-diff');
  for (const [side, name, text] of [['Original text', 'old.txt', 'one\r\ntwo\r\nthree\r\n'], ['Changed text', 'new.txt', 'one\r\n2\r\nthree\r\n']]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Open a file (${side})` }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  }
  await expect(page.getByTestId('diff-texts-folded')).toBeVisible();
  await page.getByTestId('diff-edit-texts').click();

  // Typed (here: filled, as a paste over the whole box) with LF, repeating the files' first line and final break.
  const typedLeft = 'one\nalpha\nbravo\n';
  const typedRight = 'one\nalpha\ncharlie\ndelta\n';
  await fillSides(page, typedLeft, typedRight);
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+2');
  const patchOf = async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('diff-download-patch').click();
    return readFileSync((await (await download).path())!, 'utf8');
  };
  const patch = await patchOf();
  expect(patch).not.toContain('\r');
  expect(applyWithGnuPatch(typedLeft, patch).toString()).toBe(typedRight);

  // A new file: the original cleared, the change typed.
  await page.getByRole('button', { name: 'Clear (Original text)' }).click();
  await expect(page.getByTestId('diff-summary-removed')).toHaveText('−0');
  const newFile = await patchOf();
  expect(newFile).toContain('+one\n+alpha\n+charlie\n+delta\n');
  expect(newFile).not.toContain('\r');
  expect(applyWithGnuPatch('', newFile).toString()).toBe(typedRight);
});

test('two 1 MB texts: the diff is right, only the rows on screen are drawn, the page answers @slow', async ({ page }) => {
  await openRoute(page, '/text/text-diff');
  const lines = Array.from({ length: 25_000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet ${(i * 7) % 97}`);
  const left = lines.join('\n');
  const right = lines.map((line, i) => (i % 10 === 5 ? line.toUpperCase() : line)).join('\n');
  expect(left.length).toBeGreaterThan(1_000_000);
  for (const [side, name, text] of [['Original text', 'left.txt', left], ['Changed text', 'right.txt', right]]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Open a file (${side})` }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  }
  await expect(page.getByTestId('diff-left-large')).toContainText('1,');

  await expect(page.getByTestId('diff-summary-removed')).toHaveText('−2,500', { timeout: 60_000 });
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+2,500');
  await expect(page.getByTestId('diff-summary-unchanged')).toContainText('22,500');
  // Virtualised: a screenful of rows is in the page, not 25,000.
  const rows = page.getByTestId('diff-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(120);
  const changed = page.locator('[data-testid="diff-row"][data-kind="changed"]').first();
  await expect(changed.getByTestId('diff-left-cell')).toHaveText('line 5 lorem ipsum dolor sit amet 35');
  await expect(changed.getByTestId('diff-right-cell')).toHaveText('LINE 5 LOREM IPSUM DOLOR SIT AMET 35');

  // The diff scrolls with the page (no box in a box); its end is one scroll away, and the page answers.
  expect(await page.getByTestId('diff-view').evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('[data-testid="diff-row"]', { hasText: 'LINE 24995 LOREM' });
  await expect(last).toHaveAttribute('data-kind', 'changed');
  await expect(page.locator('[data-testid="diff-row"]').last()).toContainText('line 24999 lorem ipsum');
  await page.locator('nav input').first().fill('answers');
  await expect(page.locator('nav input').first()).toHaveValue('answers');
  await page.locator('nav input').first().fill('');

  await page.getByTestId('diff-hide-unchanged').locator('..').click();
  await expect(page.getByTestId('diff-fold').first()).toContainText('unchanged lines');
  await page.getByTestId('diff-view-mode').getByText('Unified').click();
  await expect(page.locator('[data-testid="diff-row"][data-kind="removed"]').first()).toContainText('line 5 lorem');
  // The page is as tall as 25,000 rows now: the visitor's screen, not the whole page.
  await saveScreenshot(page, 'text-diff-large', { fullPage: false });
});

test('results pass axe (no serious or critical violation) in both themes and views @slow', async ({ page }) => {
  await openRoute(page, '/text/text-diff');
  await fillSides(page, original, changed);
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+3');
  for (const view of ['Unified', 'Side by side']) {
    await page.getByTestId('diff-view-mode').getByText(view).click();
    await expect(page.getByTestId('diff-view-mode').getByRole('radio', { name: view })).toBeChecked();
    // Both themes, with transitions off: a loaded machine once caught the labels' colours mid-transition.
    await expectNoSeriousAxeViolation(page);
  }
});

test('on a phone the diff is unified, whatever view was chosen @slow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRoute(page, '/text/text-diff');
  await page.getByTestId('diff-left').fill('one\ntwo\nthree');
  await page.getByTestId('diff-right').fill('one\n2\nthree');
  await expect(page.getByTestId('diff-view')).toHaveAttribute('data-view', 'unified');
  await expect(page.getByTestId('diff-view-mode').getByRole('radio', { name: 'Side by side' })).toBeDisabled();
  await page.setViewportSize({ width: 1200, height: 844 });
  await expect(page.getByTestId('diff-view')).toHaveAttribute('data-view', 'split');
});

test('after comparing two opened files the inputs fold behind "Edit texts", so the diff gets the screen @slow', async ({ page }) => {
  await openRoute(page, '/text/text-diff');
  for (const [side, name, text] of [['Original text', 'old.txt', 'one\ntwo\n'], ['Changed text', 'new.txt', 'one\nthree\n']]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Open a file (${side})` }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  }
  await expect(page.getByTestId('diff-summary-added')).toHaveText('+1');
  await expect(page.getByTestId('diff-texts-folded')).toContainText('Comparing old.txt with new.txt.');
  await expect(page.getByTestId('diff-left')).toBeHidden();
  // The diff starts near the top of the screen instead of under two text boxes.
  expect((await page.getByTestId('diff-view').boundingBox())!.y).toBeLessThan(500);
  await page.getByTestId('diff-edit-texts').click();
  await expect(page.getByTestId('diff-left')).toBeVisible();
  // Typing keeps the inputs open.
  await page.getByTestId('diff-right').fill('one\nfour\n');
  await expect(page.getByTestId('diff-right-cell').filter({ hasText: 'four' })).toBeVisible();
  await expect(page.getByTestId('diff-left')).toBeVisible();
});
