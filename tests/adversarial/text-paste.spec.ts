import { expect, openRoute, test } from '../e2e/fixtures';

/**
 * A huge paste into each text tool (issue 17 item 6): the paste is refused with the limit message,
 * the text box keeps what it had, and the page answers at once. Two attempts per tool: a 50 MB
 * paste, and 6 MB put into the box as typing would (the input event, past the paste check).
 */
const TOOLS = [
  { route: '/writer/word-count', input: 'word-count-input' },
  { route: '/text/text-converter', input: 'converter-input' },
];

// The same case on every text tool: `npm test` runs it on the first, the full suite on all.
TOOLS.forEach(({ route, input }, index) => {
  test(`${route}: a 50 MB paste and a 6 MB input are refused with the limit; the page lives${index ? ' @slow' : ''}`, async ({ page }) => {
    await openRoute(page, route);
    const box = page.getByTestId(input);
    await box.fill('kept text');
    await box.evaluate((element: HTMLTextAreaElement) => {
      const transfer = new DataTransfer();
      transfer.setData('text/plain', 'x'.repeat(50 * 1024 * 1024));
      element.focus();
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByText('This text is too long: a text box takes up to 5 MB.')).toBeVisible();
    await expect(box).toHaveValue('kept text');

    await box.evaluate((element: HTMLTextAreaElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(element, 'y'.repeat(6 * 1024 * 1024));
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(page.getByText('This text is too long: a text box takes up to 5 MB.')).toBeVisible();
    await expect.poll(() => box.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe('kept text'.length);
    // The page answers: the theme choice applies.
    await page.getByTestId('theme-toggle').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
