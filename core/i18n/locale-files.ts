import { LANGUAGES, type Language } from './languages';

type JsonModule = { default: Record<string, unknown> };

// The shell's strings (namespace "common") and each plugin's (namespace = plugin id).
const shellLocales = import.meta.glob<JsonModule>('/locales/*.json');
const pluginLocales = import.meta.glob<JsonModule>('/plugins/*/locales/*.json');

export const SHELL_NAMESPACE = 'common';

/** Loads one namespace in one language by dynamic import; rejects when the file is missing. */
export async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const path =
    namespace === SHELL_NAMESPACE ? `/locales/${language}.json` : `/plugins/${namespace}/locales/${language}.json`;
  const load = namespace === SHELL_NAMESPACE ? shellLocales[path] : pluginLocales[path];
  if (!load || !(LANGUAGES as readonly string[]).includes(language as Language)) {
    throw new Error(`No translations at ${path}`);
  }
  return (await load()).default;
}
