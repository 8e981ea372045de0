/** Flattens nested translation objects to dotted keys: { a: { b: 'x' } } → ['a.b']. */
export function flattenKeys(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys in `reference` (English) that `other` lacks or leaves empty, and keys only `other` has. */
export function compareLocales(reference: Record<string, unknown>, other: Record<string, unknown>) {
  const referenceKeys = new Set(flattenKeys(reference));
  const otherKeys = new Set(flattenKeys(other));
  const valueAt = (messages: Record<string, unknown>, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return {
    missing: [...referenceKeys].filter((key) => !otherKeys.has(key) || valueAt(other, key) === ''),
    extra: [...otherKeys].filter((key) => !referenceKeys.has(key)),
  };
}

/** Nested translations as one flat map of dotted key → string. */
export function flattenEntries(messages: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, flattenEntries(value as Record<string, unknown>, `${prefix}${key}.`));
    else if (typeof value === 'string') flat[`${prefix}${key}`] = value;
  }
  return flat;
}
