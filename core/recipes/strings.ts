import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhTW from './locales/zh-TW.json';
import zh from './locales/zh.json';

/** The recipes' strings: loaded with the recipe views only, not with every page. */
export const RECIPES_NAMESPACE = 'recipes';

export const RECIPES_LOCALES: Record<string, Record<string, unknown>> = { en, zh, 'zh-TW': zhTW, ja, de, ko };

for (const [language, resources] of Object.entries(RECIPES_LOCALES)) {
  if (!i18next.hasResourceBundle(language, RECIPES_NAMESPACE)) i18next.addResourceBundle(language, RECIPES_NAMESPACE, resources);
}
