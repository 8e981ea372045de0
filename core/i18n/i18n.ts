import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { tools } from '../plugin/catalogue';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, toSupportedLanguage } from './languages';
import { SHELL_NAMESPACE, loadLocale } from './locale-files';

/**
 * One backend connector for the shell's and every plugin's strings. All tool namespaces load at
 * start because the sidebar searches every tool's translated name and description.
 */
export const i18nReady = i18next
  .use(resourcesToBackend(loadLocale))
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    ns: [SHELL_NAMESPACE, ...tools.map((tool) => tool.id)],
    defaultNS: SHELL_NAMESPACE,
    // Every tool's namespace loads at start: one round trip, not three.
    maxParallelReads: 64,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (code: string) => toSupportedLanguage(code),
    },
    react: { useSuspense: true },
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export default i18next;
