import { dayOfYear, isoWeek, type CalendarDate } from './calendar';
import { dayjs, type ZoneChoice } from './dayjs';

type RelativeUnit = Intl.RelativeTimeFormatUnit;

/** Thresholds from the largest unit down; the first whose size fits the distance is used. */
const STEPS: [RelativeUnit, number][] = [
  ['year', 365.25 * 86_400_000],
  ['month', 30.44 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** The unit a person would use for a distance in time: "in 3 days", not "in 259,200 seconds". */
export function pickRelativeUnit(diffMs: number): { value: number; unit: RelativeUnit } {
  const distance = Math.abs(diffMs);
  for (const [unit, size] of STEPS) {
    if (distance >= size || unit === 'second') {
      // Weeks read oddly past a month's worth of days, so under a month days are used for up to 2 weeks.
      if (unit === 'week' && distance < 14 * 86_400_000) continue;
      return { value: Math.sign(diffMs) * Math.round(distance / size) + 0, unit };
    }
  }
  return { value: 0, unit: 'second' };
}

/** "in 3 days", "vor 2 Stunden", "3日前"… in the UI language. */
export function relativeTime(ms: number, nowMs: number, language: string): string {
  const { value, unit } = pickRelativeUnit(ms - nowMs);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
}

/** Whole years from a birth date to now (a birthday counts from its day); null for a date still to come. */
export function ageInYears(ms: number, nowMs: number, zone: ZoneChoice): number | null {
  if (ms > nowMs) return null;
  const at = (value: number) => (zone === 'local' ? dayjs(value) : dayjs(value).tz(zone));
  return at(nowMs).startOf('day').diff(at(ms).startOf('day'), 'year');
}

/** Facts about one instant as seen in a zone: weekday, quarter, ISO week, Unix time, relative time. */
export function dateInfo(ms: number, nowMs: number, language: string, zone: ZoneChoice) {
  const local = zone === 'local' ? dayjs(ms) : dayjs(ms).tz(zone);
  const date: CalendarDate = { year: local.year(), month: local.month() + 1, day: local.date() };
  return {
    weekday: new Intl.DateTimeFormat(language, { weekday: 'long', ...(zone === 'local' ? {} : { timeZone: zone }) }).format(ms),
    quarter: Math.floor(local.month() / 3) + 1,
    isoWeek: isoWeek(date),
    unixSeconds: Math.floor(ms / 1000),
    unixMilliseconds: ms,
    relative: relativeTime(ms, nowMs, language),
    dayOfYear: dayOfYear(date),
    age: ageInYears(ms, nowMs, zone),
  };
}
