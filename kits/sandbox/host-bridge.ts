import type { QuickJSContext } from 'quickjs-emscripten-core';
import type { ConsoleLine } from './outcome';
import { LOG_LEVELS, MAX_LOG_LINE_CHARS, MAX_LOG_LINES } from './validate-outcome';

type LocaleMethod = 'toLocaleString' | 'toLocaleDateString' | 'toLocaleTimeString';
const LOCALE_METHODS: readonly string[] = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'];
// A logging loop must not flood the page: lines and their length are capped (validate-outcome.ts).

// The prelude sends `null` for an omitted argument; Intl treats undefined, not null, as "default".
const parse = (text: string) => (JSON.parse(text) ?? undefined) as never;

/**
 * Gives the sandbox `__host`: console output and the worker's real Intl date formatting (QuickJS
 * has no Intl; dayjs' timezone plugin needs it). Only strings and numbers cross, never objects.
 */
export function installHostBridge(context: QuickJSContext, onLog: (line: ConsoleLine) => void) {
  let lines = 0;
  const functions: Record<string, (...args: string[]) => string | void> = {
    log: (level, text) => {
      if (++lines > MAX_LOG_LINES) return;
      const safeLevel = LOG_LEVELS.includes(level as ConsoleLine['level']) ? (level as ConsoleLine['level']) : 'log';
      onLog({ level: safeLevel, text: lines === MAX_LOG_LINES ? '…' : String(text).slice(0, MAX_LOG_LINE_CHARS) });
    },
    resolvedOptions: (locales, options) =>
      JSON.stringify(new Intl.DateTimeFormat(parse(locales), parse(options)).resolvedOptions()),
    formatDate: (ms, locales, options) => new Intl.DateTimeFormat(parse(locales), parse(options)).format(Number(ms)),
    formatDateToParts: (ms, locales, options) =>
      JSON.stringify(new Intl.DateTimeFormat(parse(locales), parse(options)).formatToParts(Number(ms))),
    toLocale: (method, ms, locales, options) => {
      if (!LOCALE_METHODS.includes(method)) throw new TypeError('Unknown method');
      return new Date(Number(ms))[method as LocaleMethod](parse(locales), parse(options));
    },
  };

  const host = context.newObject();
  for (const [name, implementation] of Object.entries(functions)) {
    const fn = context.newFunction(name, (...handles) => {
      const args = handles.map((handle) => String(context.dump(handle)));
      const result = implementation(...args);
      return result === undefined ? context.undefined : context.newString(result);
    });
    context.setProp(host, name, fn);
    fn.dispose();
  }
  context.setProp(context.global, '__host', host);
  host.dispose();
}
