import type { ZodMiniType } from 'zod/mini';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Starting from `defaults`, takes each stored field the whole still passes `accepts` with; a nested
 * object that fails as a whole is taken field by field the same way.
 */
function keepValidFields(defaults: Fields, stored: Fields, accepts: (candidate: Fields) => boolean): Fields {
  let kept = defaults;
  for (const key of Object.keys(defaults)) {
    if (!Object.hasOwn(stored, key)) continue;
    const withStored = { ...kept, [key]: stored[key] };
    if (accepts(withStored)) {
      kept = withStored;
    } else if (isFields(defaults[key]) && isFields(stored[key])) {
      const base = kept;
      kept = { ...base, [key]: keepValidFields(defaults[key], stored[key], (inner) => accepts({ ...base, [key]: inner })) };
    }
  }
  return kept;
}

/**
 * A tool's stored options checked against its schema: valid as a whole, they are used as they are;
 * otherwise every field that is still valid is kept and each invalid one falls back to its default,
 * so one bad value (an old version's choice, a hand-edited entry) never costs the others or the screen.
 */
export function validOptions<T>(stored: unknown, defaults: T, schema: ZodMiniType<T>): T {
  if (!isFields(stored) || !isFields(defaults)) return defaults;
  const whole = schema.safeParse({ ...defaults, ...stored });
  if (whole.success) return whole.data;
  const kept = keepValidFields(defaults, stored, (candidate) => schema.safeParse(candidate).success);
  const parsed = schema.safeParse(kept);
  return parsed.success ? parsed.data : defaults;
}
