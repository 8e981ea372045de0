const PARTS = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

type Parts = Record<(typeof PARTS)[number][0], number>;

/** "1 year, 2 months and 3 days" in the UI language, from Intl alone (no plural rules to translate). */
export function formatDurationParts(parts: Parts, language: string): string {
  const pieces = PARTS.filter(([key]) => parts[key] !== 0).map(([key, unit]) =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(parts[key]),
  );
  if (pieces.length === 0) return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(pieces);
}
