import { LANGUAGES, type Language } from '../plugin/schema';

export { LANGUAGES, type Language };

/** Each language's name in itself, for the selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  de: 'Deutsch',
  ko: '한국어',
};

export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Maps what a browser reports (zh-Hant-HK, de-AT, en-US …) to one of our languages. */
export function toSupportedLanguage(code: string | undefined | null): Language {
  if (!code) return FALLBACK_LANGUAGE;
  const lower = code.toLowerCase();
  if (lower.startsWith('zh')) {
    const traditional = /hant|-tw|-hk|-mo/.test(lower);
    return traditional ? 'zh-TW' : 'zh';
  }
  const base = lower.split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : FALLBACK_LANGUAGE;
}
