import type { QuickJSContext } from 'quickjs-emscripten-core';
import type { ConsoleLine } from './outcome';
import { LOG_LEVELS } from './validate-outcome';

type LocaleMethod = 'toLocaleString' | 'toLocaleDateString' | 'toLocaleTimeString';
const LOCALE_METHODS: readonly string[] = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'];

// The prelude sends `null` for an omitted argument; Intl treats undefined, not null, as "default".
const parse = (text: string) => (JSON.parse(text) ?? undefined) as never;

/**
 * Gives the sandbox `__host`: console output and the worker's real Intl date formatting (QuickJS
 * has no Intl; dayjs' timezone plugin needs it). Only strings and numbers cross, never objects.
 */
export function installHostBridge(context: QuickJSContext, onLog: (level: ConsoleLine['level'], text: string) => void) {
  const functions: Record<string, (...args: string[]) => string | void> = {
    // A logging loop must not flood the page: the runner's ConsoleCap keeps what fits.
    log: (level, text) => onLog(LOG_LEVELS.includes(level as ConsoleLine['level']) ? (level as ConsoleLine['level']) : 'log', String(text)),
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
