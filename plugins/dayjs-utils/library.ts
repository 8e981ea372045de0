import dayjsSource from 'dayjs/dayjs.min.js?raw';
import localeDe from 'dayjs/locale/de.js?raw';
import localeEs from 'dayjs/locale/es.js?raw';
import localeFr from 'dayjs/locale/fr.js?raw';
import localeJa from 'dayjs/locale/ja.js?raw';
import localeKo from 'dayjs/locale/ko.js?raw';
import localeZhCn from 'dayjs/locale/zh-cn.js?raw';
import localeZhTw from 'dayjs/locale/zh-tw.js?raw';
import advancedFormat from 'dayjs/plugin/advancedFormat.js?raw';
import calendar from 'dayjs/plugin/calendar.js?raw';
import customParseFormat from 'dayjs/plugin/customParseFormat.js?raw';
import duration from 'dayjs/plugin/duration.js?raw';
import isBetween from 'dayjs/plugin/isBetween.js?raw';
import localizedFormat from 'dayjs/plugin/localizedFormat.js?raw';
import relativeTime from 'dayjs/plugin/relativeTime.js?raw';
import timezone from 'dayjs/plugin/timezone.js?raw';
import utc from 'dayjs/plugin/utc.js?raw';
import weekOfYear from 'dayjs/plugin/weekOfYear.js?raw';
import type { SandboxLibrary } from '../../kits/sandbox/outcome';

/** The plugins preloaded for the snippet, by their global names (UMD builds set `dayjs_plugin_<name>`). */
export const DAYJS_PLUGINS = [
  'utc',
  'timezone',
  'relativeTime',
  'duration',
  'customParseFormat',
  'isBetween',
  'weekOfYear',
  'advancedFormat',
  'localizedFormat',
  'calendar',
] as const;

// TypeScript matches these `?raw` paths to dayjs' locale typings; Vite gives their source text.
const localeSources = [localeDe, localeEs, localeFr, localeJa, localeKo, localeZhCn, localeZhTw] as unknown[] as string[];

/** dayjs, its common plugins and a few locales, evaluated inside the sandbox for every run. */
export const dayjsLibrary: SandboxLibrary = {
  sources: [
    dayjsSource,
    utc,
    timezone,
    relativeTime,
    duration,
    customParseFormat,
    isBetween,
    weekOfYear,
    advancedFormat,
    localizedFormat,
    calendar,
    ...localeSources,
  ],
  setup: DAYJS_PLUGINS.map((name) => `dayjs.extend(dayjs_plugin_${name});`).join('\n'),
};
