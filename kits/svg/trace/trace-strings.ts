import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhTW from './locales/zh-TW.json';
import zh from './locales/zh.json';

/** The tracing screens' shared strings (options, notes, errors), in every language. */
export const TRACE_LOCALES: Record<string, Record<string, unknown>> = { en, zh, 'zh-TW': zhTW, ja, de, ko };

/**
 * Merges the shared strings into a tracing tool's own namespace (png-to-svg, jpg-to-svg), so its
 * rows' error and note keys resolve there like any tool's. The tool's name and description stay
 * in its own locale files.
 */
export function registerTraceStrings(toolId: string) {
  for (const [language, resources] of Object.entries(TRACE_LOCALES)) {
    i18next.addResourceBundle(language, toolId, resources, true, false);
  }
}
