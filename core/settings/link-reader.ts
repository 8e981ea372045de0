/**
 * The settings-link module, loaded with a tool's screen only when the address has a query of options
 * (a plain visit does not download it; most visits have no link).
 */
type LinkModule = typeof import('./settings-link');

/** Query keys that are not options: the language (read by i18n). */
export const NON_OPTION_KEYS = new Set(['lng']);

let loaded: LinkModule | null = null;

/** Whether the address carries anything a settings link would (any key but the language). */
export function hasLinkQuery(search: string): boolean {
  for (const key of new URLSearchParams(search.slice(0, 2000)).keys()) if (!NON_OPTION_KEYS.has(key)) return true;
  return false;
}

/** Loads the module when the address needs it; a tool page waits for this with its screen. */
export async function loadLinkReader(search: string): Promise<void> {
  if (!loaded && hasLinkQuery(search)) loaded = await import('./settings-link');
}

export const linkModule = () => loaded;
