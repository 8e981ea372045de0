import { dayjs, type ZoneChoice } from './dayjs';

export type TimestampUnit = 'seconds' | 'milliseconds';

/** ECMAScript's date range: ±100,000,000 days around 1970. */
const MAX_MS = 8.64e15;

/**
 * Numbers below 100 billion are read as seconds (that covers the years 1973 to 5138 in seconds),
 * larger ones as milliseconds — the same rule the best converters use.
 */
export function detectUnit(value: number): TimestampUnit {
  return Math.abs(value) < 1e11 ? 'seconds' : 'milliseconds';
}

/** Parses a typed timestamp; unit 'auto' detects seconds or milliseconds. */
export function parseTimestamp(text: string, unit: TimestampUnit | 'auto' = 'auto'): { ms: number; unit: TimestampUnit } | null {
  const trimmed = text.trim().replace(/[_,\s]/g, '');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const resolved = unit === 'auto' ? detectUnit(value) : unit;
  const ms = resolved === 'seconds' ? Math.round(value * 1000) : Math.round(value);
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) return null;
  return { ms, unit: resolved };
}

/** Unix time in whole seconds (rounded down, as `date +%s` does) and in milliseconds. */
export function toTimestamps(ms: number) {
  return { seconds: Math.floor(ms / 1000), milliseconds: ms };
}

/** RFC 2822 (e-mail dates), always in English: "Fri, 15 Mar 2024 14:30:00 +0000". */
export function formatRfc2822(ms: number, zone: ZoneChoice = 'UTC'): string {
  const d = zone === 'local' ? dayjs(ms) : dayjs(ms).tz(zone);
  const names = { days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] };
  const offset = d.format('ZZ');
  return `${names.days[d.day()]}, ${d.format('DD')} ${names.months[d.month()]} ${d.format('YYYY HH:mm:ss')} ${offset}`;
}

/** ISO 8601 with the zone's offset ("2024-03-15T23:30:00+09:00"). */
export function formatIsoInZone(ms: number, zone: ZoneChoice): string {
  return (zone === 'local' ? dayjs(ms) : dayjs(ms).tz(zone)).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** A human-readable date and time in the UI language, in a zone. */
export function formatReadable(ms: number, language: string, zone: ZoneChoice): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'long',
    ...(zone === 'local' ? {} : { timeZone: zone }),
  }).format(ms);
}

/** Every representation the converter shows for one instant. */
export function describeInstant(ms: number, language: string, zone: string) {
  return {
    seconds: String(toTimestamps(ms).seconds),
    milliseconds: String(ms),
    local: formatReadable(ms, language, 'local'),
    utc: formatReadable(ms, language, 'UTC'),
    iso: new Date(ms).toISOString(),
    rfc2822: formatRfc2822(ms, 'UTC'),
    zoned: formatReadable(ms, language, zone),
    zonedIso: formatIsoInZone(ms, zone),
  };
}

/** All IANA time zones the browser knows, with UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** The formats the timestamp converter offers, as dayjs patterns (shown as their own example). */
export const TIMESTAMP_PATTERNS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY/MM/DD HH:mm:ss',
  'YYYY-MM-DD',
  'DD/MM/YYYY HH:mm',
  'MM/DD/YYYY hh:mm A',
  'YYYY年MM月DD日 HH:mm:ss',
  'ddd, MMM D, YYYY h:mm A',
] as const;
export type TimestampPattern = (typeof TIMESTAMP_PATTERNS)[number];

/** An instant written with a pattern in a zone ('local' is the browser's). */
export function formatWithPattern(ms: number, pattern: string, zone: ZoneChoice): string {
  return (zone === 'local' ? dayjs(ms) : dayjs(ms).tz(zone)).format(pattern);
}

/** The browser's own IANA zone, e.g. "Europe/Berlin". */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** True when the chosen zone adds nothing beside the local and UTC rows (it is one of them). */
export function zoneIsRedundant(zone: string): boolean {
  return zone === 'UTC' || zone === localZone();
}
