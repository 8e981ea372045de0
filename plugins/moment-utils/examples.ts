import type { RunnerExample } from '../../kits/sandbox/example';

/** Snippets for the example menu. Fixed dates keep their results the same on every machine. */
export const MOMENT_EXAMPLES: RunnerExample[] = [
  // The specification's examples first; "now" is the default code.
  { id: 'now', code: "moment().format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'addDay', code: "moment().add(1, 'day').format('YYYY-MM-DD')" },
  { id: 'fromNow', code: "moment('2024-01-01').fromNow()" },
  { id: 'startOfMonth', code: "moment().startOf('month').format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'endOfYear', code: "moment().endOf('year').format('YYYY-MM-DD HH:mm:ss')" },
  { id: 'isValid', code: "moment('2024-02-30', 'YYYY-MM-DD', true).isValid()" },
  { id: 'diffDays', code: "moment('2024-12-25').diff(moment('2024-01-01'), 'day')" },
  { id: 'daysInMonth', code: "moment('2024-02-01').daysInMonth()" },
  { id: 'quarter', code: "moment('2024-08-15').quarter()" },
  { id: 'format', code: "moment('2024-03-15T14:30:00').format('dddd, MMMM Do YYYY, h:mm a')" },
  { id: 'parse', code: "moment('15.03.2024 14:30', 'DD.MM.YYYY HH:mm').format('YYYY-MM-DD HH:mm')" },
  {
    id: 'addSubtract',
    code: "moment('2024-01-31')\n  .add(1, 'months')\n  .subtract(2, 'days')\n  .format('YYYY-MM-DD')",
  },
  {
    id: 'diff',
    code: "const start = moment('2024-03-15');\nconst end = moment('2024-12-25');\n({\n  days: end.diff(start, 'days'),\n  weeks: end.diff(start, 'weeks'),\n  months: end.diff(start, 'months', true).toFixed(1),\n})",
  },
  {
    id: 'startEnd',
    code: "const d = moment('2024-03-15T14:30:00');\n({\n  startOfMonth: d.clone().startOf('month').format('YYYY-MM-DD HH:mm'),\n  endOfMonth: d.clone().endOf('month').format('YYYY-MM-DD HH:mm'),\n  startOfIsoWeek: d.clone().startOf('isoWeek').format('YYYY-MM-DD'),\n})",
  },
  {
    id: 'relative',
    code: "const now = moment('2024-01-04');\n[\n  moment('2024-01-01').from(now),\n  moment('2024-01-07').from(now),\n  moment('2024-01-01').to(now, true),\n]",
  },
  {
    id: 'timeZone',
    code: "moment.parseZone('2024-03-15T09:00:00-04:00')\n  .utcOffset('+09:00')\n  .format('YYYY-MM-DD HH:mm Z')",
  },
  {
    id: 'duration',
    code: "const d = moment.duration({ hours: 26, minutes: 15 });\n({ iso: d.toISOString(), hours: d.asHours(), humanized: d.humanize() })",
  },
  {
    id: 'comparison',
    code: "const d = moment('2024-03-15');\n({\n  isBefore: d.isBefore('2024-04-01'),\n  isSameMonth: d.isSame('2024-03-01', 'month'),\n  isBetween: d.isBetween('2024-03-01', '2024-03-31', 'day', '[]'),\n})",
  },
  {
    id: 'locale',
    code: "['de', 'fr', 'ja', 'zh-cn', 'ko'].map((locale) =>\n  moment('2024-03-15').locale(locale).format('LL'),\n)",
  },
  {
    id: 'validation',
    code: "const leapDay2023 = moment('2023-02-29', 'YYYY-MM-DD', true);\n({\n  leapDay2024: moment('2024-02-29', 'YYYY-MM-DD', true).isValid(),\n  leapDay2023: leapDay2023.isValid(),\n  invalidAt: ['years', 'months', 'days'][leapDay2023.invalidAt()],\n})",
  },
  { id: 'calendar', code: "moment('2024-03-15T14:30:00').calendar(moment('2024-03-14T09:00:00'))" },
  {
    id: 'isoWeek',
    code: "const d = moment('2024-12-30');\n({ isoWeek: d.isoWeek(), isoWeekYear: d.isoWeekYear(), dayOfYear: d.dayOfYear() })",
  },
  {
    id: 'console',
    code: "for (const unit of ['day', 'week', 'month']) {\n  console.log(unit, moment('2024-03-15').endOf(unit).format('YYYY-MM-DD'));\n}\n'done'",
  },
];
