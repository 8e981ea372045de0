import { expect, openRoute, saveScreenshot, test } from './fixtures';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

test.describe('date-utils', () => {
  test('converts a timestamp in seconds or milliseconds to every format', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('zone-select').click();
    await page.getByTestId('zone-select').fill('Asia/Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click();

    await page.getByTestId('timestamp-input').fill('1710513000');
    await expect(page.getByTestId('timestamp-unit')).toHaveText('Seconds');
    await expect(page.getByTestId('result-iso')).toHaveText('2024-03-15T14:30:00.000Z');
    await expect(page.getByTestId('result-rfc2822')).toHaveText('Fri, 15 Mar 2024 14:30:00 +0000');
    await expect(page.getByTestId('result-zonedIso')).toHaveText('2024-03-15T23:30:00+09:00');
    await expect(page.getByTestId('result-local')).toContainText('3:30:00 PM');
    await expect(page.getByTestId('result-utc')).toContainText('Friday, March 15, 2024');
    await expect(page.getByTestId('result-milliseconds')).toHaveText('1710513000000');

    await page.getByTestId('timestamp-input').fill('1710513000123');
    await expect(page.getByTestId('timestamp-unit')).toHaveText('Milliseconds');
    await expect(page.getByTestId('result-iso')).toHaveText('2024-03-15T14:30:00.123Z');

    await page.getByTestId('timestamp-input').fill('not a number');
    await expect(page.getByText('Not a valid timestamp')).toBeVisible();
    await page.getByTestId('timestamp-now').click();
    const seconds = Number(await page.getByTestId('timestamp-input').inputValue());
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(60);
  });

  test('writes the timestamp with the chosen pattern, in the chosen zone @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('zone-select').click();
    await page.getByTestId('zone-select').fill('Asia/Tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click();
    await page.getByTestId('timestamp-input').fill('1710513000');
    await expect(page.getByTestId('result-formatted')).toHaveText('2024-03-15 23:30:00');
    await page.getByTestId('timestamp-pattern').selectOption({ label: 'YYYY年MM月DD日 HH:mm:ss' });
    await expect(page.getByTestId('result-formatted')).toHaveText('2024年03月15日 23:30:00');
  });

  test('keys typed into the zone field before its list has loaded are kept, and become its search @slow', async ({ page }) => {
    // The list's code is held back, as on a slow connection, until the keys have been typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SelectPart-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('timestamp-input').fill('1710513000');
    await page.getByTestId('zone-select').focus();
    await page.keyboard.type('Tokyx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('o');
    // The read-only stand-in shows what was typed while the list loads.
    await expect(page.getByTestId('zone-select')).toHaveValue('Tokyo');
    release();
    await expect(page.getByRole('option', { name: 'Asia/Tokyo', exact: true })).toBeVisible();
    await expect(page.getByTestId('zone-select')).toHaveValue('Tokyo');
    await expect(page.getByTestId('zone-select')).toBeFocused();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('result-zonedIso')).toHaveText('2024-03-15T23:30:00+09:00');
  });

  test('a zone that is the local one or UTC adds no duplicate rows or choices @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('timestamp-input').fill('1710513000');
    // The browser's zone (Europe/Berlin here) is the default: no "In Europe/Berlin" rows beside "Local time".
    await expect(page.getByTestId('result-local')).toBeVisible();
    await expect(page.getByTestId('result-zoned')).toHaveCount(0);
    await expect(page.getByTestId('result-zonedIso')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Europe/Berlin' })).toHaveCount(0);
    for (const zone of ['UTC', 'Asia/Tokyo']) {
      await page.getByTestId('zone-select').click();
      await page.getByTestId('zone-select').fill(zone);
      await page.getByRole('option', { name: zone, exact: true }).click();
      await expect(page.getByTestId('result-zoned')).toHaveCount(zone === 'UTC' ? 0 : 1);
      // "Read the date and time in": UTC offered once, not as both "UTC" and the chosen zone.
      await expect(page.getByRole('radio', { name: zone, exact: true })).toHaveCount(1);
    }
  });

  test('on a phone each label sits above its value and ISO strings stay whole @slow', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('timestamp-input').fill('1710513000');
    const value = page.getByTestId('result-iso');
    await expect(value).toHaveText('2024-03-15T14:30:00.000Z');
    const label = page.getByRole('row').filter({ has: value }).locator('th');
    const [labelBox, valueBox] = [(await label.boundingBox())!, (await value.boundingBox())!];
    expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
    // One line: the ISO string was not broken mid-token.
    const lineHeight = await value.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(valueBox.height).toBeLessThan(lineHeight * 1.5);
    await saveScreenshot(page, 'date-utils-phone');
  });

  test('converts a local date and time back to a timestamp @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('walltime-input').fill('2024-03-15T15:30');
    await expect(page.getByTestId('result-wall-seconds')).toHaveText('1710513000');
    await page.locator('label').filter({ hasText: /^UTC$/ }).click();
    await expect(page.getByTestId('result-wall-seconds')).toHaveText('1710516600');
  });

  test('adds and subtracts calendar units and describes the date @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('tab-calendar').click();
    const setDate = async (year: string, month: string, day: string) => {
      await page.getByTestId('calendar-year').fill(year);
      await page.getByTestId('calendar-month').fill(month);
      await page.getByTestId('calendar-day').fill(day);
    };
    await setDate('2024', '1', '31');
    await page.getByTestId('calendar-amount').fill('1');
    await page.locator('label').filter({ hasText: /^Months$/ }).click();
    await expect(page.getByTestId('result-valid')).toHaveText('Yes');
    await expect(page.getByTestId('result-plus')).toHaveText('2024-02-29 (Thursday)');
    await expect(page.getByTestId('result-minus')).toHaveText('2023-12-31 (Sunday)');
    await setDate('2024', '12', '30');
    await expect(page.getByTestId('result-isoWeek')).toHaveText('2025-W01');
    await expect(page.getByTestId('result-dayOfYear')).toHaveText('365 / 366');
    await expect(page.getByTestId('result-leapYear')).toHaveText('Yes');
    await expect(page.getByTestId('result-daysInMonth')).toHaveText('31');
    // December 2024 began on a Sunday.
    await expect(page.getByTestId('result-firstWeekday')).toHaveText('Sunday');
    // February 30th is no date: said so, and nothing is computed from it.
    await setDate('2023', '2', '30');
    await expect(page.getByTestId('result-valid')).toHaveText('No');
    await expect(page.getByTestId('result-plus')).toHaveCount(0);
    await expect(page.getByTestId('calendar-month')).toHaveValue('2');
  });

  test('measures a date range, with business days @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils');
    await page.getByTestId('tab-range').click();
    await page.getByTestId('range-start').fill('2024-03-11T09:00');
    await page.getByTestId('range-end').fill('2024-04-12T17:30:15');
    await expect(page.getByTestId('result-exact')).toHaveText('1 month, 1 day, 8 hours, 30 minutes, and 15 seconds');
    await expect(page.getByTestId('result-businessDays')).toHaveText('25');
    await expect(page.getByTestId('result-inclusiveDays')).toHaveText('33');
    await expect(page.getByTestId('result-total-day')).toHaveText('32');
    // The range crosses the switch to summer time on 31 March: one hour less than 32 days × 24 + 8.
    await expect(page.getByTestId('result-total-hour')).toHaveText('775');
    await saveScreenshot(page, 'date-utils-range');
  });

  test('gives date info with relative time in the UI language, and remembers inputs @slow', async ({ page }) => {
    await openRoute(page, '/date/date-utils?lng=de');
    await page.getByTestId('tab-info').click();
    const inThreeDays = await page.evaluate(() => {
      const d = new Date(Date.now() + 3 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    });
    await page.getByTestId('info-date').fill(inThreeDays);
    await expect(page.getByTestId('result-info-relative')).toHaveText('in 3 Tagen');
    await page.getByTestId('info-date').fill('2024-03-15T12:00');
    await expect(page.getByTestId('result-info-weekday')).toHaveText('Freitag');
    await expect(page.getByTestId('result-info-quarter')).toHaveText('Q1');
    await expect(page.getByTestId('result-info-isoWeek')).toHaveText('2024-W11');
    await expect(page.getByTestId('result-info-unix')).toHaveText('1710500400');
    await expect(page.getByTestId('result-info-dayOfYear')).toHaveText('75');
    await page.getByTestId('info-date').fill('1990-01-02T08:00');
    await expect(page.getByTestId('result-info-age')).toHaveText(/^\d+ Jahre$/);
    await saveScreenshot(page, 'date-utils-info-de');

    await page.reload();
    await expect(page.getByTestId('info-date')).toHaveValue('1990-01-02T08:00');
  });
});
