import { calendarDateToUtcMs, type CalendarDate } from './calendar';
import { dayjs, type ZoneChoice } from './dayjs';

const DAY_MS = 86_400_000;
const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type DifferenceUnit = (typeof UNITS)[number];

const inZone = (ms: number, zone: ZoneChoice) => (zone === 'local' ? dayjs(ms) : dayjs(ms).tz(zone));

/**
 * The whole difference expressed in each unit on its own ("14 months" or "426 days"), counted in
 * full units towards zero. Months and years follow the calendar of the zone, like dayjs' diff.
 */
export function differenceTotals(startMs: number, endMs: number, zone: ZoneChoice = 'local'): Record<DifferenceUnit, number> {
  const start = inZone(startMs, zone);
  const end = inZone(endMs, zone);
  return Object.fromEntries(UNITS.map((unit) => [unit, end.diff(start, unit) + 0])) as Record<DifferenceUnit, number>;
}

/** The difference as "1 year, 2 months, 3 days, 4:05:06": each part after taking out the larger ones. */
export function differenceBreakdown(startMs: number, endMs: number, zone: ZoneChoice = 'local') {
  const negative = endMs < startMs;
  let cursor = inZone(Math.min(startMs, endMs), zone);
  const end = inZone(Math.max(startMs, endMs), zone);
  const parts = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const [key, unit] of [['years', 'year'], ['months', 'month']] as const) {
    parts[key] = end.diff(cursor, unit);
    cursor = cursor.add(parts[key], unit);
  }
  let rest = end.valueOf() - cursor.valueOf();
  parts.days = Math.floor(rest / DAY_MS);
  rest -= parts.days * DAY_MS;
  parts.hours = Math.floor(rest / 3_600_000);
  parts.minutes = Math.floor((rest % 3_600_000) / 60_000);
  parts.seconds = Math.floor((rest % 60_000) / 1000);
  return { ...parts, negative };
}

const dayIndex = (date: CalendarDate) => Math.round(calendarDateToUtcMs(date) / DAY_MS);
/** 1970-01-01 was a Thursday: day index 0 → weekday 4 (0 = Sunday). */
const weekdayOf = (index: number) => (((index + 4) % 7) + 7) % 7;

/** Monday-to-Friday days in [from, to) given as day indexes. */
function countWeekdays(from: number, to: number): number {
  const days = to - from;
  let count = Math.floor(days / 7) * 5;
  for (let index = from + days - (days % 7); index < to; index++) {
    const weekday = weekdayOf(index);
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/**
 * Business days (Monday to Friday) from start to end, both included by default, like a
 * spreadsheet's NETWORKDAYS; negative when the end comes first. Public holidays are not known.
 */
export function businessDays(start: CalendarDate, end: CalendarDate, includeEnd = true): number {
  const from = dayIndex(start);
  const to = dayIndex(end);
  if (to < from) return -businessDays(end, start, includeEnd);
  return countWeekdays(from, includeEnd ? to + 1 : to);
}

/** Calendar days from start to end counting both (the same day is 1), as a negative number when the end comes first. */
export function inclusiveDays(start: CalendarDate, end: CalendarDate): number {
  const days = Math.round((calendarDateToUtcMs(end) - calendarDateToUtcMs(start)) / DAY_MS);
  return days >= 0 ? days + 1 : days - 1;
}
