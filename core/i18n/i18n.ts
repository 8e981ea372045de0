import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { tools } from '../plugin/catalogue';
import { detectPageLanguage, rememberLanguage } from './detect-language';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages';
import { SHELL_NAMESPACE, loadLocale } from './locale-files';

// Before init, so the first language (detected from the address, the saved choice or the browser)
// is applied and remembered too.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  rememberLanguage(language);
});

/**
 * One backend connector for the shell's and every plugin's strings. All tool namespaces load at
 * start because the sidebar searches every tool's translated name and description.
 */
void i18next
  .use(resourcesToBackend(loadLocale))
  .use(initReactI18next)
  .init({
    lng: detectPageLanguage(),
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
    react: { useSuspense: true },
  });

export default i18next;
