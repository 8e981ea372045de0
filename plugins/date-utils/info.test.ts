import { describe, expect, it } from 'vitest';
import { dateInfo, pickRelativeUnit, relativeTime } from './info';

const DAY = 86_400_000;
const now = Date.UTC(2024, 2, 15, 12, 0, 0);

describe('relative time', () => {
  it('picks the unit a person would use', () => {
    expect(pickRelativeUnit(3 * DAY)).toEqual({ value: 3, unit: 'day' });
    expect(pickRelativeUnit(-90 * 60_000)).toEqual({ value: -2, unit: 'hour' });
    expect(pickRelativeUnit(10 * DAY)).toEqual({ value: 10, unit: 'day' });
    expect(pickRelativeUnit(21 * DAY)).toEqual({ value: 3, unit: 'week' });
    expect(pickRelativeUnit(400 * DAY)).toEqual({ value: 1, unit: 'year' });
    expect(pickRelativeUnit(20_000)).toEqual({ value: 20, unit: 'second' });
    expect(pickRelativeUnit(0)).toEqual({ value: 0, unit: 'second' });
  });

  it('speaks the UI language', () => {
    expect(relativeTime(now + 3 * DAY, now, 'en')).toBe('in 3 days');
    expect(relativeTime(now - 2 * 3_600_000, now, 'de')).toBe('vor 2 Stunden');
    expect(relativeTime(now + DAY, now, 'en')).toBe('tomorrow');
    expect(relativeTime(now - 3 * DAY, now, 'ja')).toBe('3 日前');
    expect(relativeTime(now + 3 * DAY, now, 'zh')).toBe('3天后');
    expect(relativeTime(now, now, 'en')).toBe('now');
  });
});

describe('dateInfo', () => {
  it('describes an instant as seen in a time zone', () => {
    // 2024-12-29 20:00 UTC is already Monday the 30th in Tokyo: ISO week 1 of 2025.
    const ms = Date.UTC(2024, 11, 29, 20, 0, 0);
    expect(dateInfo(ms, now, 'en', 'Asia/Tokyo')).toEqual({
      weekday: 'Monday',
      quarter: 4,
      isoWeek: { week: 1, year: 2025 },
      unixSeconds: 1735502400,
      unixMilliseconds: 1735502400000,
      relative: 'in 10 months',
      dayOfYear: 365,
      age: null,
    });
    expect(dateInfo(ms, now, 'de', 'UTC')).toMatchObject({ weekday: 'Sonntag', isoWeek: { week: 52, year: 2024 } });
  });
});

describe('age and day of year', () => {
  it('counts whole years, a birthday counting from its own day', () => {
    expect(dateInfo(Date.UTC(1990, 2, 15, 8), now, 'en', 'UTC').age).toBe(34);
    expect(dateInfo(Date.UTC(1990, 2, 16, 8), now, 'en', 'UTC').age).toBe(33);
    expect(dateInfo(now + DAY, now, 'en', 'UTC').age).toBeNull();
  });

  it('gives the day of the year', () => {
    expect(dateInfo(Date.UTC(2024, 11, 31, 12), now, 'en', 'UTC').dayOfYear).toBe(366);
    expect(dateInfo(Date.UTC(2023, 0, 1, 12), now, 'en', 'UTC').dayOfYear).toBe(1);
  });
});
