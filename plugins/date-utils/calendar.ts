import { dayjs } from './dayjs';

export type CalendarUnit = 'day' | 'week' | 'month' | 'year';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date without time or zone, so daylight-saving changes can never shift it. */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

/** The year, month and day typed into the three fields, even when they make no date (February 30). */
export function calendarParts(text: string): CalendarDate {
  // A field left empty stays empty ("2024--31") so the other two keep their values.
  const match = /^(-?\d{0,6})-(\d{0,2})-(\d{0,2})$/.exec(text.trim());
  const read = (field: string | undefined) => (field && field !== '-' ? Number(field) : NaN);
  return { year: read(match?.[1]), month: read(match?.[2]), day: read(match?.[3]) };
}

/** Whether a year, month and day name a real date: months 1–12, days up to that month's length. */
export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return [year, month, day].every(Number.isInteger) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(month)}-${pad(day)}`;
}

const toUtcMs = ({ year, month, day }: CalendarDate) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
};
const fromUtcMs = (ms: number): CalendarDate => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Adds (or, with a negative amount, subtracts) calendar units; a month end clamps (Jan 31 + 1 month = Feb 29). */
export function addToDate(date: CalendarDate, amount: number, unit: CalendarUnit): CalendarDate {
  return fromUtcMs(dayjs.utc(toUtcMs(date)).add(amount, unit).valueOf());
}

/** 1 for January 1st, up to 365 or 366. */
export function dayOfYear(date: CalendarDate): number {
  return Math.round((toUtcMs(date) - toUtcMs({ year: date.year, month: 1, day: 1 })) / DAY_MS) + 1;
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: CalendarDate): number {
  return ((new Date(toUtcMs(date)).getUTCDay() + 6) % 7) + 1;
}

/**
 * ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday, so early
 * January can belong to the previous year's last week and late December to next year's week 1.
 */
export function isoWeek(date: CalendarDate): { week: number; year: number } {
  const thursday = toUtcMs(date) + (4 - isoWeekday(date)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - toUtcMs({ year, month: 1, day: 1 })) / DAY_MS / 7) + 1;
  return { week, year };
}

/** Everything the year-month-day panel shows about one date. */
export function describeCalendarDate(date: CalendarDate) {
  return {
    dayOfYear: dayOfYear(date),
    isoWeek: isoWeek(date),
    isLeapYear: isLeapYear(date.year),
    daysInMonth: daysInMonth(date.year, date.month),
    daysInYear: isLeapYear(date.year) ? 366 : 365,
    /** ISO weekday (Monday 1 … Sunday 7) of the month's first day. */
    firstWeekdayOfMonth: isoWeekday({ year: date.year, month: date.month, day: 1 }),
  };
}

export { toUtcMs as calendarDateToUtcMs };
