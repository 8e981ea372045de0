import dayjs from 'dayjs';
import isoWeekPlugin from 'dayjs/plugin/isoWeek';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToDate, dayOfYear, daysInMonth, describeCalendarDate, formatCalendarDate, isLeapYear, isoWeek, parseCalendarDate, type CalendarDate } from './calendar';

dayjs.extend(isoWeekPlugin);

const date = (text: string) => parseCalendarDate(text)!;
const arbitraryDate = fc
  .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d): CalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('leap years', () => {
  it('follow the Gregorian rule', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([false, true, false, true, false, true]);
  });

  it('agree with the calendar: a leap year is the one whose February has a 29th', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const feb29 = new Date(Date.UTC(2000, 1, 29));
        feb29.setUTCFullYear(year, 1, 29);
        expect(isLeapYear(year)).toBe(feb29.getUTCMonth() === 1);
      }),
    );
  });
});

describe('days in month and day of year', () => {
  it('know February and the year’s last day', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(dayOfYear(date('2024-12-31'))).toBe(366);
    expect(dayOfYear(date('2023-12-31'))).toBe(365);
    expect(dayOfYear(date('2024-03-01'))).toBe(61);
  });
});

describe('ISO week numbers', () => {
  it('match known dates, including weeks that cross the new year', () => {
    const known: [string, number, number][] = [
      ['2005-01-01', 53, 2004],
      ['2007-01-01', 1, 2007],
      ['2008-12-29', 1, 2009],
      ['2010-01-03', 53, 2009],
      ['2020-12-31', 53, 2020],
      ['2021-01-03', 53, 2020],
      ['2024-03-15', 11, 2024],
      ['2024-12-30', 1, 2025],
      ['2026-12-31', 53, 2026],
    ];
    for (const [text, week, year] of known) expect(isoWeek(date(text)), text).toEqual({ week, year });
  });

  it('agree with dayjs’ isoWeek plugin on any date', () => {
    fc.assert(
      fc.property(arbitraryDate, (d) => {
        const reference = dayjs(formatCalendarDate(d));
        expect(isoWeek(d)).toEqual({ week: reference.isoWeek(), year: reference.isoWeekYear() });
      }),
      { numRuns: 300 },
    );
  });
});

describe('adding and subtracting', () => {
  it('clamps month ends and handles leap days', () => {
    expect(formatCalendarDate(addToDate(date('2024-01-31'), 1, 'month'))).toBe('2024-02-29');
    expect(formatCalendarDate(addToDate(date('2024-02-29'), 1, 'year'))).toBe('2025-02-28');
    expect(formatCalendarDate(addToDate(date('2024-03-10'), -2, 'week'))).toBe('2024-02-25');
    expect(formatCalendarDate(addToDate(date('2024-12-31'), 1, 'day'))).toBe('2025-01-01');
  });

  it('undoes adding days by subtracting them', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: -20_000, max: 20_000 }), (d, days) => {
        fc.pre(d.year > 100 && d.year < 9900);
        expect(addToDate(addToDate(d, days, 'day'), -days, 'day')).toEqual(d);
      }),
    );
  });
});

describe('parsing', () => {
  it('accepts real dates only', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2024-13-01')).toBeNull();
    expect(parseCalendarDate('15.03.2024')).toBeNull();
  });

  it('summarises a date', () => {
    expect(describeCalendarDate(date('2024-02-10'))).toEqual({
      dayOfYear: 41,
      isoWeek: { week: 6, year: 2024 },
      isLeapYear: true,
      daysInMonth: 29,
      daysInYear: 366,
      firstWeekdayOfMonth: 4,
    });
  });
});

describe('year, month and day typed apart', () => {
  it('reads the three fields even when they make no date, and says whether they do', async () => {
    const { calendarParts, isValidCalendarDate, describeCalendarDate } = await import('./calendar');
    expect(calendarParts('2023-2-30')).toEqual({ year: 2023, month: 2, day: 30 });
    expect(isValidCalendarDate({ year: 2023, month: 2, day: 30 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isValidCalendarDate(calendarParts(''))).toBe(false);
    expect(calendarParts('2024--31')).toEqual({ year: 2024, month: NaN, day: 31 });
    // September 2024 began on a Sunday (ISO 7); March 2024 on a Friday (5).
    expect(describeCalendarDate({ year: 2024, month: 9, day: 20 }).firstWeekdayOfMonth).toBe(7);
    expect(describeCalendarDate({ year: 2024, month: 3, day: 31 }).firstWeekdayOfMonth).toBe(5);
  });
});
