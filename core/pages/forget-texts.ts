/**
 * What "Forget my texts" on the privacy page clears: texts tools remember (`localbox-text:*`,
 * core/settings/remembered-text) and code saved with a code tool's options (its `code` field).
 * Other settings (theme, language, favourites, options) stay.
 */
const TEXT_PREFIX = 'localbox-text:';
const OPTIONS_PREFIX = 'localbox-options:';
/** Option fields that hold what the visitor wrote rather than a setting. */
const TEXT_FIELDS = ['code', 'exampleId'];

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

function keys(storage: KeyedStorage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

function savedCode(raw: string | null): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    return parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** How many remembered texts and code snippets this browser holds for the site. */
export function countRememberedTexts(storage: KeyedStorage): number {
  return keys(storage).filter(
    (key) => (key.startsWith(TEXT_PREFIX) && storage.getItem(key)) || (key.startsWith(OPTIONS_PREFIX) && savedCode(storage.getItem(key))),
  ).length;
}

/** Removes every remembered text and saved code snippet; returns how many there were. */
export function forgetRememberedTexts(storage: KeyedStorage): number {
  const count = countRememberedTexts(storage);
  for (const key of keys(storage)) {
    if (key.startsWith(TEXT_PREFIX)) storage.removeItem(key);
    const options = key.startsWith(OPTIONS_PREFIX) ? savedCode(storage.getItem(key)) : null;
    if (options) {
      for (const field of TEXT_FIELDS) delete options[field];
      storage.setItem(key, JSON.stringify(options));
    }
  }
  return count;
}

/** localStorage, or null where it is unavailable (private modes, disabled storage). */
export function siteStorage(): KeyedStorage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
