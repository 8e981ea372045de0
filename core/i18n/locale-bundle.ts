export type Strings = Record<string, unknown>;
/** One language's strings by namespace: "common" for the shell's, a plugin's id for its own. */
export type LocaleBundle = Record<string, Strings>;

/** Names each globbed file (`/locales/<lng>.json`, `/plugins/<id>/locales/<lng>.json`) by its namespace. */
export function bundleLocales(shell: Record<string, Strings>, plugins: Record<string, Strings>): LocaleBundle {
  const bundle: LocaleBundle = {};
  for (const strings of Object.values(shell)) bundle.common = strings;
  for (const [path, strings] of Object.entries(plugins)) bundle[path.split('/')[2]] = strings;
  return bundle;
}
