import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhTW from './locales/zh-TW.json';
import zh from './locales/zh.json';
import { SVG_CONVERT_NS } from './namespace';

export const SVG_CONVERT_LOCALES: Record<string, Record<string, unknown>> = { en, zh, 'zh-TW': zhTW, ja, de, ko };

/**
 * The SVG converters' shared strings (options, errors, notices), bundled with their screens and
 * added once, instead of copied into every converter's locale files. Keys are used as
 * `svg-convert:…` from any converter's namespace.
 */
export function registerSvgConvertStrings(): void {
  for (const [language, resources] of Object.entries(SVG_CONVERT_LOCALES)) {
    if (!i18next.hasResourceBundle(language, SVG_CONVERT_NS)) i18next.addResourceBundle(language, SVG_CONVERT_NS, resources);
  }
}
