import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareLocales, flattenEntries } from '../core/i18n/locale-check';
import { untranslatedKeys } from '../core/i18n/untranslated';
import { LANGUAGES, type Language } from '../core/i18n/languages';
import { validateManifests, validatePluginLocales, type LocaleSource, type ManifestSource } from '../core/plugin/registry';

/** Reads the same sources the app discovers with import.meta.glob, from disk, for Node-side checks. */
export async function readPluginSources(root: string) {
  const pluginsDir = path.join(root, 'plugins');
  const folders = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(pluginsDir, entry.name, 'manifest.ts')))
    .map((entry) => entry.name)
    .sort();
  const manifests: ManifestSource[] = [];
  for (const folder of folders) {
    const module = await import(pathToFileURL(path.join(pluginsDir, folder, 'manifest.ts')).href);
    manifests.push({ folder, manifest: module.default });
  }
  const locales: LocaleSource[] = folders.flatMap((folder) =>
    LANGUAGES.map((language) => ({ folder, language, messages: readJson(path.join(pluginsDir, folder, 'locales', `${language}.json`)) })),
  );
  return { folders, manifests, locales };
}

function readJson(file: string): Record<string, unknown> | null {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Every key of English must exist (non-empty) in every other language, no language may add keys,
 * and no value may be the English text left untranslated.
 */
export function checkLocaleSet(where: string, byLanguage: Map<string, Record<string, unknown> | null>): string[] {
  const english = byLanguage.get('en');
  if (!english) return [`${where}/en.json: file is missing`];
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const messages = byLanguage.get(language);
    if (!messages) {
      problems.push(`${where}/${language}.json: file is missing`);
      continue;
    }
    const { missing, extra } = compareLocales(english, messages);
    for (const key of missing) problems.push(`${where}/${language}.json: ${key}: key is missing`);
    for (const key of extra) problems.push(`${where}/${language}.json: ${key}: key is not in en.json`);
    for (const key of untranslatedKeys(flattenEntries(english), flattenEntries(messages), language as Language)) {
      problems.push(`${where}/${language}.json: ${key}: still the English text`);
    }
  }
  return problems;
}

/** All problems with plugins and translations, each naming the file and field. */
export async function collectProblems(root: string): Promise<string[]> {
  const { folders, manifests, locales } = await readPluginSources(root);
  const problems = [...validateManifests(manifests).problems, ...validatePluginLocales(folders, locales)];
  for (const folder of folders) {
    const set = new Map(locales.filter((l) => l.folder === folder).map((l) => [l.language, l.messages]));
    problems.push(...checkLocaleSet(`plugins/${folder}/locales`, set));
  }
  const shell = new Map(LANGUAGES.map((language) => [language as string, readJson(path.join(root, 'locales', `${language}.json`))]));
  problems.push(...checkLocaleSet('locales', shell));
  return [...new Set(problems)];
}
