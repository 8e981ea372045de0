/**
 * A tool's options as a link's query (`?width=1200&keep-aspect-ratio=true&format=webp`) and back.
 * The keys and how each value is written come from the tool's own zod option schema; every value
 * read back is checked by that schema, one parameter at a time, so a bad one is named and dropped
 * while the good ones apply. Nothing else of the query is read (`lng` belongs to the language).
 */
import type { ZodMiniType } from 'zod/mini';
import { NON_OPTION_KEYS } from './link-reader';

type Scalar = 'number' | 'boolean' | 'string';
type FieldKind = Scalar | { list: Scalar };

export interface LinkField {
  /** The option's name in the tool's options object. */
  name: string;
  /** Its key in the link: the name in kebab case (`keepAspectRatio` → `keep-aspect-ratio`). */
  key: string;
  kind: FieldKind;
  nullable: boolean;
}


interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  options?: { _zod: { def: ZodDef } }[];
  values?: unknown[];
  element?: { _zod: { def: ZodDef } };
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } })?._zod?.def;

/** The value's kind, through defaults, catches and optionals; null for what a link cannot carry (a Blob). */
function scalarKind(def: ZodDef): Scalar | null {
  switch (def.type) {
    case 'number':
    case 'boolean':
    case 'string':
      return def.type;
    case 'enum':
      return 'string';
    case 'literal':
      return kindOfValues(def.values ?? []);
    case 'union': {
      const kinds = new Set((def.options ?? []).map((option) => scalarKind(unwrap(option._zod.def).def)));
      return kinds.size === 1 ? [...kinds][0] : null;
    }
    default:
      return null;
  }
}

function kindOfValues(values: unknown[]): Scalar | null {
  const kinds = new Set(values.map((value) => typeof value));
  const [kind] = kinds;
  return kinds.size === 1 && (kind === 'number' || kind === 'boolean' || kind === 'string') ? kind : null;
}

function unwrap(def: ZodDef): { def: ZodDef; nullable: boolean } {
  let nullable = false;
  while (def.innerType && ['default', 'catch', 'optional', 'nullable', 'prefault', 'readonly'].includes(def.type)) {
    if (def.type === 'nullable') nullable = true;
    def = def.innerType._zod.def;
  }
  return { def, nullable };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The options a link can carry, in the schema's order. */
export function linkFields(schema: ZodMiniType<unknown>): LinkField[] {
  const shape = defOf(schema)?.shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]) => {
    const { def, nullable } = unwrap(field._zod.def);
    const kind: FieldKind | null = def.type === 'array' && def.element ? wrapList(scalarKind(unwrap(def.element._zod.def).def)) : scalarKind(def);
    return kind ? [{ name, key: kebab(name), kind, nullable }] : [];
  });
}

const wrapList = (kind: Scalar | null): FieldKind | null => (kind ? { list: kind } : null);

function writeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(writeValue).join(',');
  return String(value);
}

/** The query (without "?") that sets these options; commas stay readable. */
export function settingsQuery(schema: ZodMiniType<unknown>, options: unknown): string {
  const values = options as Record<string, unknown>;
  return linkFields(schema)
    .filter((field) => field.name in values)
    .map((field) => `${field.key}=${encodeURIComponent(writeValue(values[field.name])).replace(/%2C/g, ',')}`)
    .join('&');
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const INVALID = Symbol('invalid');

function readScalar(text: string, kind: Scalar): unknown {
  if (kind === 'number') return NUMBER.test(text) ? Number(text) : INVALID;
  if (kind === 'boolean') return Object.hasOwn(BOOLEANS, text) ? BOOLEANS[text] : INVALID;
  return text;
}

/** A link's text as the field's value (not yet checked by the schema); INVALID when it is not of the field's type. */
function readValue(text: string, field: LinkField): unknown {
  if (text === '' && field.nullable) return null;
  if (typeof field.kind === 'string') return readScalar(text, field.kind);
  if (text === '') return [];
  const items = text.split(',').map((item) => readScalar(item, (field.kind as { list: Scalar }).list));
  return items.includes(INVALID) ? INVALID : items;
}

/** Every option a query names, typed but not checked: what a link's own values are, for tests and tools. */
export function linkValues(schema: ZodMiniType<unknown>, search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    linkFields(schema).flatMap((field) => {
      const text = params.get(field.key);
      const value = text === null ? INVALID : readValue(text, field);
      return value === INVALID ? [] : [[field.name, value]];
    }),
  );
}

export interface AppliedSetting {
  key: string;
  value: string;
}

export interface SettingsFromLink<T> {
  options: T;
  applied: AppliedSetting[];
  /** Keys that were not options of this tool, or whose value its schema refused (each named once). */
  ignored: string[];
  /** Parameters past the first MAX_READ_PARAMETERS, counted but not read. */
  unread: number;
}

/** A tool has a dozen options or so: a longer query is not read to its end (a hostile one can hold 10,000). */
export const MAX_READ_PARAMETERS = 200;

export function firstParameters(search: string): { params: URLSearchParams; unread: number } {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  return { params: new URLSearchParams(parts.slice(0, MAX_READ_PARAMETERS).join('&')), unread: Math.max(0, parts.length - MAX_READ_PARAMETERS) };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The options a link's query sets on top of `base`, or null when the query holds nothing but
 * non-option keys. A value the schema refuses (or would replace by its fallback) is ignored.
 */
export function readSettingsLink<T>(schema: ZodMiniType<T>, base: T, search: string): SettingsFromLink<T> | null {
  const { params, unread } = firstParameters(search);
  const fields = new Map(linkFields(schema as ZodMiniType<unknown>).map((field) => [field.key, field]));
  const ignored = new Set<string>();
  const seen = new Set<string>();
  let options = base;
  const applied: AppliedSetting[] = [];
  for (const [key, text] of params) {
    if (NON_OPTION_KEYS.has(key)) continue;
    const field = fields.get(key);
    if (!field || seen.has(key)) {
      ignored.add(key);
      continue;
    }
    seen.add(key);
    const value = readValue(text, field);
    const next = value === INVALID ? null : schema.safeParse({ ...options, [field.name]: value });
    if (!next?.success || !sameJson((next.data as Record<string, unknown>)[field.name], value)) {
      ignored.add(key);
      continue;
    }
    options = next.data;
    applied.push({ key, value: text });
  }
  if (applied.length === 0 && ignored.size === 0 && unread === 0) return null;
  return { options, applied, ignored: [...ignored], unread };
}

/** The query without the option keys (what stays in the address bar once a link was kept or undone). */
export function withoutOptionKeys(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (NON_OPTION_KEYS.has(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
