import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs with the utc and timezone plugins, the one instance this tool's modules use. */
export { dayjs };

/** 'local' means the browser's own time zone. */
export type ZoneChoice = 'local' | (string & {});

/** Reads a wall-clock date-time ("2024-03-15T14:30", seconds optional) as an instant in a zone. */
export function wallTimeToMs(text: string, zone: ZoneChoice): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(text.trim());
  if (!match) return null;
  const normal = `${match[1]}-${match[2]}-${match[3]}T${match[4] ?? '00'}:${match[5] ?? '00'}:${match[6] ?? '00'}.${(match[7] ?? '0').padEnd(3, '0')}`;
  const parsed = zone === 'local' ? dayjs(normal) : dayjs.tz(normal, zone);
  if (!parsed.isValid()) return null;
  // Reject impossible dates such as 2023-02-30, which would silently roll over.
  const roundTrip = zone === 'local' ? parsed : parsed.tz(zone);
  if (roundTrip.date() !== Number(match[3]) || roundTrip.month() + 1 !== Number(match[2])) return null;
  return parsed.valueOf();
}
