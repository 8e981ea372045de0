import { expectResponsiveDuringRun, runner, watchCspViolations } from './code-runner';
import { expect, openRoute, saveScreenshot, test } from './fixtures';

test.describe('moment-utils', () => {
  test('runs the first example on open and each chosen example gives its value', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await openRoute(page, '/date/moment-utils');
    const r = runner(page);
    await expect(r.result).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await r.chooseExample('Quarter of the year (quarter)');
    await expect(r.result).toHaveText('3');

    await r.chooseExample('Add and subtract');
    await expect(r.result).toHaveText('2024-02-27');
    await r.chooseExample('Time zone conversion');
    await expect(r.result).toHaveText('2024-03-15 22:00 +09:00');
    await r.chooseExample('Locales');
    await expect(r.result).toContainText('"15. März 2024"');
    await expect(r.result).toContainText('"2024년 3월 15일"');
    await r.chooseExample('Calendar time');
    await expect(r.result).toHaveText('Tomorrow at 2:30 PM');
    await r.chooseExample('Validate dates');
    await expect(r.result).toContainText('"leapDay2023": false');
    await saveScreenshot(page, 'moment-utils');
    expect(violations).toEqual([]);
  });

  test('starts every run in English, even after a snippet changed the global locale @slow', async ({ page }) => {
    await openRoute(page, '/date/moment-utils');
    const r = runner(page);
    await r.run("moment.locale('ja'); moment.utc('2024-03-15').format('LL')");
    await expect(r.result).toHaveText('2024年3月15日');
    await r.run("moment.utc('2024-03-15').format('LL')");
    await expect(r.result).toHaveText('March 15, 2024');
  });

  test('stops a runaway snippet with a timeout while the page stays responsive, then runs again @slow', async ({ page }) => {
    await openRoute(page, '/date/moment-utils');
    const r = runner(page);
    await expect(r.result).toBeVisible();
    await r.editor.fill('for (;;) { moment().add(1, "day"); }');
    await expectResponsiveDuringRun(page);
    await expect(r.error).toContainText('Timed out', { timeout: 8000 });
    await r.run('console.log("after"); moment.duration(2, "hours").asMinutes()');
    await expect(r.result).toHaveText('120');
    await expect(r.console).toHaveText(/after/);
  });

  test('shows the runner in another language @slow', async ({ page }) => {
    await openRoute(page, '/date/moment-utils?lng=de');
    await expect(page.getByTestId('code-runner-run')).toHaveText('Ausführen');
    await runner(page).run('null.x');
    await expect(runner(page).error).toContainText('Fehler');
  });
});
