import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhTW from './locales/zh-TW.json';
import zh from './locales/zh.json';

/** The code runner's own strings, shared by every runner tool instead of copied into each. */
export const RUNNER_NAMESPACE = 'code-runner';

export const RUNNER_LOCALES: Record<string, Record<string, unknown>> = { en, zh, 'zh-TW': zhTW, ja, de, ko };

/** Adds the bundles once, when the first runner screen loads (they are small and bundled with it). */
export function registerRunnerStrings() {
  for (const [language, resources] of Object.entries(RUNNER_LOCALES)) {
    if (!i18next.hasResourceBundle(language, RUNNER_NAMESPACE)) {
      i18next.addResourceBundle(language, RUNNER_NAMESPACE, resources);
    }
  }
}
