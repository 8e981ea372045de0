import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhTW from './locales/zh-TW.json';
import zh from './locales/zh.json';

/** Strings of the package view, shared by the favicon converter and generator instead of copied. */
export const FAVICON_KIT_NAMESPACE = 'favicon-kit';

export const FAVICON_KIT_LOCALES: Record<string, Record<string, unknown>> = { en, zh, 'zh-TW': zhTW, ja, de, ko };

export function registerFaviconKitStrings() {
  for (const [language, resources] of Object.entries(FAVICON_KIT_LOCALES)) {
    if (!i18next.hasResourceBundle(language, FAVICON_KIT_NAMESPACE)) {
      i18next.addResourceBundle(language, FAVICON_KIT_NAMESPACE, resources);
    }
  }
}
