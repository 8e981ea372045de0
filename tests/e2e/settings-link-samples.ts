import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodMiniType } from 'zod/mini';
import { linkFields, readSettingsLink, settingsQuery } from '../../core/settings/settings-link';

type Schema = ZodMiniType<unknown>;

/** The plugins whose manifest takes files (`accept`): the file tools. */
export function fileToolIds(): string[] {
  const dir = path.resolve('plugins');
  return readdirSync(dir).filter((id) => {
    try {
      return /\baccept:/.test(readFileSync(path.join(dir, id, 'manifest.ts'), 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Every zod object schema exported by an options module (`options.ts`, `*-options.ts`) of plugins/, kits/ and core/. */
export async function optionSchemas(): Promise<Schema[]> {
  const files = ['plugins', 'kits', 'core'].flatMap((root) =>
    readdirSync(path.resolve(root), { recursive: true, encoding: 'utf8' }).filter((file) => /(^|[/-])options\.ts$/.test(file)).map((file) => path.resolve(root, file)),
  );
  const schemas: Schema[] = [];
  for (const file of files) {
    // A tool's options module may import what Node cannot load (a browser-only library): not a file tool's schema then.
    const module = (await import(file).catch(() => ({}))) as Record<string, unknown>;
    for (const value of Object.values(module)) if ((value as { _zod?: { def?: { type?: string } } })?._zod?.def?.type === 'object') schemas.push(value as Schema);
  }
  return schemas;
}

const shapeSize = (schema: Schema) => Object.keys((schema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape).length;

/** The schema whose link keys are exactly the keys of a copied link; of several, the one with no other fields (the settings, not a job built on them). */
export function schemaForKeys(schemas: Schema[], keys: string[]): Schema | undefined {
  const wanted = [...keys].sort().join('&');
  return schemas.filter((schema) => linkFields(schema).map((field) => field.key).sort().join('&') === wanted).sort((a, b) => shapeSize(a) - shapeSize(b))[0];
}

/** Every string a zod definition names (enum entries, literals), found anywhere inside it. */
function namedValues(def: unknown, seen = new Set<unknown>()): string[] {
  if (!def || typeof def !== 'object' || seen.has(def)) return [];
  seen.add(def);
  const own = def as Record<string, unknown>;
  const values = [
    ...(own.entries && typeof own.entries === 'object' ? Object.values(own.entries as object) : []),
    ...(Array.isArray(own.values) ? own.values : []),
  ].map(String);
  return [...values, ...Object.values(own).flatMap((inner) => namedValues((inner as { _zod?: { def?: unknown } })?._zod?.def ?? inner, seen))];
}

const TEXT_SAMPLES = ['#12ab34', '<img src=x onerror=alert(1)>', 'ab', 'x-1'];
const NUMBER_SAMPLES = ['2', '1', '0', '5', '10', '20', '30', '50', '60', '95', '0.5', '1.5', '3', '48000', '320', '1200', '640'];

/**
 * A link that sets every option to a value its schema accepts and that differs from `current`,
 * tried from the schema's own enum values, numbers, flags and texts; throws naming an option it cannot change.
 */
export function sampleLink(schema: Schema, current: unknown): { query: string; options: unknown } {
  let options = current as Record<string, unknown>;
  for (const field of linkFields(schema)) {
    const shape = (schema as unknown as { _zod: { def: { shape: Record<string, { _zod: { def: unknown } }> } } })._zod.def.shape;
    const named = namedValues(shape[field.name]._zod.def);
    const candidates = [...named, ...(named.length ? [named[0]] : []), 'false', 'true', ...NUMBER_SAMPLES, ...TEXT_SAMPLES, ''];
    const before = JSON.stringify(options[field.name]);
    const next = candidates
      .map((candidate) => readSettingsLink(schema, options, `${field.key}=${encodeURIComponent(candidate)}`))
      .find((read) => read?.applied.length === 1 && JSON.stringify((read.options as Record<string, unknown>)[field.name]) !== before);
    if (!next) throw new Error(`no other valid value found for option "${field.name}"`);
    options = next.options as Record<string, unknown>;
  }
  return { query: settingsQuery(schema, options), options };
}
