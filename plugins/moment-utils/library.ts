import momentWithLocales from 'moment/min/moment-with-locales.min.js?raw';
import type { SandboxLibrary } from '../../kits/sandbox/outcome';

/** moment with all its locales; the bundle switches the global locale while defining them. */
export const momentLibrary: SandboxLibrary = {
  sources: [momentWithLocales],
  setup: "moment.locale('en');",
};
