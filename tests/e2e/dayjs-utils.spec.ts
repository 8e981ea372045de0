import { expectResponsiveDuringRun, runner, watchCspViolations } from './code-runner';
import { expect, openRoute, saveScreenshot, test } from './fixtures';

test.describe('dayjs-utils', () => {
  test('runs the first example on open, each chosen example gives its value, and a runaway snippet is stopped by its timeout while the page stays responsive', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await openRoute(page, '/date/dayjs-utils');
    const r = runner(page);
    // The default code is the specification's: the current time, formatted.
    await expect(r.result).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await r.chooseExample('Days in the month (daysInMonth)');
    await expect(r.result).toHaveText('29');
    await r.chooseExample('Time zone conversion');
    await expect(r.result).toHaveText('2024-03-15 22:00 +09:00');
    await r.chooseExample('Relative time');
    await expect(r.result).toContainText('"3 days ago"');
    await expect(r.result).toContainText('"in 3 days"');
    await r.chooseExample('Locales');
    await expect(r.result).toContainText('"Freitag 15. März 2024"');
    await expect(r.result).toContainText('"金曜日 2024年3月15日"');
    await r.chooseExample('Durations');
    await expect(r.result).toContainText('"iso": "PT26H15M"');
    await r.chooseExample('Log with console.log');
    await expect(r.result).toHaveText('done');
    await expect(r.console).toContainText('week 2024-03-16');
    await saveScreenshot(page, 'dayjs-utils');
    expect(violations).toEqual([]);

    await r.editor.fill('while (true) {}');
    await expectResponsiveDuringRun(page);
    await expect(r.error).toContainText('Timed out');
    await expect(r.error).toContainText('longer than 2 s');
    await r.run('dayjs.duration(90, "minutes").asHours()');
    await expect(r.result).toHaveText('1.5');
  });

  test('shows errors, unknown errors, and runs with Ctrl+Enter @slow', async ({ page }) => {
    await openRoute(page, '/date/dayjs-utils');
    const r = runner(page);
    await expect(r.result).toBeVisible();
    await r.run('dayjs.tz("2024-01-01", "Not/AZone")');
    await expect(r.error).toContainText('RangeError');
    await r.run('throw undefined');
    await expect(r.error).toContainText('Unknown error');
    // A syntax error says where; edited code shows as "Custom code" in the example picker.
    await r.run('const a = 1;\nconst b = (;');
    await expect(r.error).toContainText('SyntaxError');
    await expect(page.getByTestId('code-runner-location')).toHaveText('Line 2, column 12');
    await expect(page.getByTestId('code-runner-example').locator('option:checked')).toHaveText('Custom code');
    // A snippet that replaces JSON.stringify still gets its value printed as text.
    await r.run(`JSON.stringify = () => '{"text":{"a":1},"kind":"string"}'; ({ a: 1 })`);
    await expect(r.result).toHaveText('{ "a": 1 }');
    await r.editor.fill('dayjs.utc("2024-02-28").add(1, "day").format("YYYY-MM-DD")');
    await r.editor.press('Control+Enter');
    await expect(r.result).toHaveText('2024-02-29');
  });

  test('remembers the code between visits @slow', async ({ page }) => {
    await openRoute(page, '/date/dayjs-utils');
    const r = runner(page);
    await r.run('"kept " + dayjs.utc("2030-01-01").year()');
    await expect(r.result).toHaveText('kept 2030');
    await page.reload();
    await expect(r.editor).toHaveValue('"kept " + dayjs.utc("2030-01-01").year()');
    await expect(r.result).toHaveText('kept 2030');
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no keyboard shortcut is offered @slow', async ({ page }) => {
    await openRoute(page, '/date/dayjs-utils');
    await expect(page.getByTestId('code-runner-run')).toBeVisible();
    await expect(page.getByText('Ctrl/Cmd + Enter')).toHaveCount(0);
  });
});
