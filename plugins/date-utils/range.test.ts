import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToDate, isoWeekday, parseCalendarDate, type CalendarDate } from './calendar';
import { businessDays, differenceBreakdown, differenceTotals } from './range';

const date = (text: string) => parseCalendarDate(text)!;
const utc = (text: string) => Date.parse(`${text}Z`);
const arbitraryDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((d): CalendarDate => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

/** The obvious definition, one day at a time, to check the fast one against. */
function businessDaysNaive(start: CalendarDate, end: CalendarDate): number {
  let count = 0;
  for (let d = start; ; d = addToDate(d, 1, 'day')) {
    if (isoWeekday(d) <= 5) count++;
    if (d.year === end.year && d.month === end.month && d.day === end.day) return count;
  }
}

describe('businessDays', () => {
  it('counts Monday to Friday with both ends included', () => {
    expect(businessDays(date('2024-03-11'), date('2024-03-15'))).toBe(5); // Mon–Fri
    expect(businessDays(date('2024-03-11'), date('2024-03-17'))).toBe(5); // Mon–Sun
    expect(businessDays(date('2024-03-16'), date('2024-03-17'))).toBe(0); // a weekend
    expect(businessDays(date('2024-01-01'), date('2024-12-31'))).toBe(262);
    expect(businessDays(date('2024-03-15'), date('2024-03-15'))).toBe(1);
  });

  it('can leave the end date out, and is negative backwards', () => {
    expect(businessDays(date('2024-03-11'), date('2024-03-15'), false)).toBe(4);
    expect(businessDays(date('2024-03-15'), date('2024-03-11'))).toBe(-5);
  });

  it('agrees with counting day by day', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: 0, max: 800 }), (start, length) => {
        const end = addToDate(start, length, 'day');
        expect(businessDays(start, end)).toBe(businessDaysNaive(start, end));
      }),
      { numRuns: 200 },
    );
  });

  it('adds up over consecutive ranges', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.nat(2000), fc.nat(2000), (a, x, y) => {
        const b = addToDate(a, x, 'day');
        const c = addToDate(b, y, 'day');
        expect(businessDays(a, c, false)).toBe(businessDays(a, b, false) + businessDays(b, c, false));
      }),
    );
  });
});

describe('differenceTotals', () => {
  it('expresses the whole difference in each unit', () => {
    expect(differenceTotals(utc('2024-01-15T00:00:00'), utc('2025-03-20T06:30:15'), 'UTC')).toEqual({
      year: 1,
      month: 14,
      week: 61,
      day: 430,
      hour: 10326,
      minute: 619590,
      second: 37175415,
    });
  });

  it('is negative when the end comes first', () => {
    expect(differenceTotals(utc('2024-03-15T00:00:00'), utc('2024-03-12T00:00:00'), 'UTC').day).toBe(-3);
  });
});

describe('differenceBreakdown', () => {
  it('splits into years, months, days and time', () => {
    expect(differenceBreakdown(utc('2024-01-31T10:00:00'), utc('2025-03-02T12:34:56'), 'UTC')).toEqual({
      years: 1,
      months: 1,
      days: 2,
      hours: 2,
      minutes: 34,
      seconds: 56,
      negative: false,
    });
  });

  it('marks a backwards range as negative with the same parts', () => {
    const forward = differenceBreakdown(utc('2024-01-01T00:00:00'), utc('2024-02-15T00:00:00'), 'UTC');
    const backward = differenceBreakdown(utc('2024-02-15T00:00:00'), utc('2024-01-01T00:00:00'), 'UTC');
    expect(backward).toEqual({ ...forward, negative: true });
  });
});

describe('inclusive day count', () => {
  it('counts the start and the end day', async () => {
    const { inclusiveDays } = await import('./range');
    expect(inclusiveDays({ year: 2024, month: 3, day: 1 }, { year: 2024, month: 3, day: 1 })).toBe(1);
    expect(inclusiveDays({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 12, day: 31 })).toBe(366);
    expect(inclusiveDays({ year: 2024, month: 3, day: 10 }, { year: 2024, month: 3, day: 1 })).toBe(-10);
  });
});
