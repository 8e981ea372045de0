import type { QuickJSContext } from 'quickjs-emscripten-core';
import type { ConsoleLine } from './outcome';

type LocaleMethod = 'toLocaleString' | 'toLocaleDateString' | 'toLocaleTimeString';
const LOCALE_METHODS: readonly string[] = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'];
const LOG_LEVELS: readonly string[] = ['log', 'info', 'warn', 'error'];

/** Longest console line kept, and most lines kept: a logging loop must not flood the page. */
const MAX_LINE_LENGTH = 10_000;
const MAX_LINES = 500;

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
      if (++lines > MAX_LINES) return;
      const safeLevel = (LOG_LEVELS.includes(level) ? level : 'log') as ConsoleLine['level'];
      onLog({ level: safeLevel, text: lines === MAX_LINES ? '…' : String(text).slice(0, MAX_LINE_LENGTH) });
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
