import { safeStorage } from '../settings/storage';
import { LANGUAGE_STORAGE_KEY, toSupportedLanguage, type Language } from './languages';

interface LanguageSources {
  search: string;
  saved: string | null;
  browser: readonly string[];
}

/**
 * The interface language: `?lng=` in the address wins, then the visitor's last choice, then the
 * browser's first language, mapped onto ours (zh-Hant-HK → zh-TW, de-AT → de, anything else → en).
 */
export function detectLanguage({ search, saved, browser }: LanguageSources): Language {
  const requested = new URLSearchParams(search).get('lng') ?? saved ?? browser[0];
  return toSupportedLanguage(requested);
}

export function detectPageLanguage(): Language {
  return detectLanguage({
    search: window.location.search,
    saved: safeStorage.get(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Remembers the language shown, so the next visit opens in it (an address's `?lng=` included). */
export function rememberLanguage(language: string): void {
  safeStorage.set(LANGUAGE_STORAGE_KEY, language);
}
