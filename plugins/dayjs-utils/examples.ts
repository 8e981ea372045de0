import type { RunnerExample } from '../../kits/sandbox/example';

/** Snippets for the example menu. Fixed dates keep their results the same on every machine. */
export const DAYJS_EXAMPLES: RunnerExample[] = [
  // The specification's examples first; "now" is the default code.
  { id: 'now', code: "dayjs().format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'addDay', code: "dayjs().add(1, 'day').format('YYYY-MM-DD')" },
  { id: 'fromNow', code: "dayjs('2024-01-01').fromNow()" },
  { id: 'startOfMonth', code: "dayjs().startOf('month').format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'endOfYear', code: "dayjs().endOf('year').format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'isValid', code: "dayjs('2024-02-30', 'YYYY-MM-DD', true).isValid()" },
  { id: 'diffDays', code: "dayjs('2024-12-25').diff(dayjs('2024-01-01'), 'day')" },
  { id: 'daysInMonth', code: "dayjs('2024-02-01').daysInMonth()" },
  { id: 'format', code: "dayjs('2024-03-15T14:30:00').format('dddd, MMMM D, YYYY h:mm A')" },
  { id: 'parse', code: "dayjs('15/03/2024 14:30', 'DD/MM/YYYY HH:mm').format('YYYY-MM-DD HH:mm')" },
  {
    id: 'addSubtract',
    code: "dayjs('2024-01-31')\n  .add(1, 'month')\n  .subtract(2, 'day')\n  .format('YYYY-MM-DD')",
  },
  {
    id: 'diff',
    code: "const start = dayjs('2024-03-15');\nconst end = dayjs('2024-12-25');\n({\n  days: end.diff(start, 'day'),\n  weeks: end.diff(start, 'week'),\n  months: end.diff(start, 'month', true).toFixed(1),\n})",
  },
  {
    id: 'startEnd',
    code: "const d = dayjs('2024-03-15T14:30:00');\n({\n  startOfMonth: d.startOf('month').format('YYYY-MM-DD HH:mm'),\n  endOfMonth: d.endOf('month').format('YYYY-MM-DD HH:mm'),\n  startOfWeek: d.startOf('week').format('YYYY-MM-DD'),\n})",
  },
  {
    id: 'relative',
    code: "const now = dayjs('2024-01-04');\n[\n  dayjs('2024-01-01').from(now),\n  dayjs('2024-01-07').from(now),\n  dayjs('2024-01-01').to(now, true),\n]",
  },
  {
    id: 'timeZone',
    code: "dayjs.tz('2024-03-15 09:00', 'America/New_York')\n  .tz('Asia/Tokyo')\n  .format('YYYY-MM-DD HH:mm Z')",
  },
  {
    id: 'utc',
    code: "dayjs.utc('2024-03-15T14:30:00Z').utcOffset(330).format('YYYY-MM-DD HH:mm Z')",
  },
  {
    id: 'duration',
    code: "const d = dayjs.duration({ hours: 26, minutes: 15 });\n({ iso: d.toISOString(), hours: d.asHours(), humanized: d.humanize() })",
  },
  {
    id: 'comparison',
    code: "const d = dayjs('2024-03-15');\n({\n  isBefore: d.isBefore('2024-04-01'),\n  isSameMonth: d.isSame('2024-03-01', 'month'),\n  isBetween: d.isBetween('2024-03-01', '2024-03-31', 'day', '[]'),\n})",
  },
  {
    id: 'locale',
    code: "['de', 'fr', 'ja', 'zh-cn', 'ko'].map((locale) =>\n  dayjs('2024-03-15').locale(locale).format('dddd LL'),\n)",
  },
  {
    id: 'validation',
    code: "({\n  leapDay2024: dayjs('2024-02-29', 'YYYY-MM-DD', true).isValid(),\n  leapDay2023: dayjs('2023-02-29', 'YYYY-MM-DD', true).isValid(),\n  garbage: dayjs('not a date').isValid(),\n})",
  },
  { id: 'calendar', code: "dayjs('2024-03-15T14:30:00').calendar(dayjs('2024-03-14T09:00:00'))" },
  { id: 'localized', code: "dayjs('2024-03-15T14:30:00').format('LLLL [·] Do [·] Q [·] wo')" },
  {
    id: 'console',
    code: "for (const unit of ['day', 'week', 'month']) {\n  console.log(unit, dayjs('2024-03-15').endOf(unit).format('YYYY-MM-DD'));\n}\n'done'",
  },
];
