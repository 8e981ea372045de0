import { z } from 'zod/mini';
import { TIMESTAMP_PATTERNS } from './timestamp';

export const TABS = ['timestamp', 'calendar', 'range', 'info'] as const;
export const TIMESTAMP_UNITS = ['auto', 'seconds', 'milliseconds'] as const;
export const CALENDAR_UNITS = ['day', 'week', 'month', 'year'] as const;
export const WALL_ZONES = ['local', 'utc', 'zone'] as const;

export const optionsSchema = z.object({
  tab: z.enum(TABS),
  timestamp: z.string(),
  unit: z.enum(TIMESTAMP_UNITS),
  /** Saved settings from before the format selector existed still load. */
  pattern: z.catch(z.enum(TIMESTAMP_PATTERNS), TIMESTAMP_PATTERNS[0]),
  zone: z.string(),
  wallTime: z.string(),
  wallZone: z.enum(WALL_ZONES),
  calendarDate: z.string(),
  amount: z.number(),
  calendarUnit: z.enum(CALENDAR_UNITS),
  rangeStart: z.string(),
  rangeEnd: z.string(),
  includeEnd: z.boolean(),
  infoDate: z.string(),
});
export type DateToolOptions = z.infer<typeof optionsSchema>;
export type UpdateOptions = (patch: Partial<DateToolOptions>) => void;

const pad = (n: number) => String(n).padStart(2, '0');
/** "2024-03-15T14:30:05" in local time, the format of <input type="datetime-local" step="1">. */
export function localDateTimeText(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function defaultOptions(nowMs: number): DateToolOptions {
  const now = localDateTimeText(nowMs);
  const today = now.slice(0, 10);
  return {
    tab: 'timestamp',
    timestamp: String(Math.floor(nowMs / 1000)),
    unit: 'auto',
    pattern: TIMESTAMP_PATTERNS[0],
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    wallTime: now,
    wallZone: 'local',
    calendarDate: today,
    amount: 30,
    calendarUnit: 'day',
    rangeStart: `${today}T00:00:00`,
    rangeEnd: localDateTimeText(nowMs + 30 * 86_400_000).slice(0, 10) + 'T00:00:00',
    includeEnd: true,
    infoDate: now,
  };
}
