import { LANGUAGES, type Language } from './languages';
import type { LocaleBundle, Strings } from './locale-bundle';

// One chunk per language holds the shell's strings and every plugin's (all are needed at start: the
// sidebar searches every tool's name and description), so a visit fetches only its own language's.
const bundles: Record<Language, () => Promise<{ default: LocaleBundle }>> = {
  en: () => import('./bundles/en'),
  zh: () => import('./bundles/zh'),
  'zh-TW': () => import('./bundles/zh-TW'),
  ja: () => import('./bundles/ja'),
  de: () => import('./bundles/de'),
  ko: () => import('./bundles/ko'),
};

export const SHELL_NAMESPACE = 'common';

/** Loads one namespace in one language; rejects when there is none. */
export async function loadLocale(language: string, namespace: string): Promise<Strings> {
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new Error(`No translations in ${language}`);
  const strings = (await bundles[language as Language]()).default[namespace];
  if (!strings) throw new Error(`No translations for ${namespace} in ${language}`);
  return strings;
}
