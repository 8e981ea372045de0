import type { ManifestInput, ToolManifest } from './manifest-schema';
import { CAPABILITIES, TOOL_CATEGORIES } from './manifest-values';

// What the app needs at runtime about manifests, without zod: manifests are validated at build
// time (npm run check:plugins, core/plugin/manifest-schema.ts) and shipped as they are.
export type { Accept, EngineSpec, ManifestInput, ToolManifest } from './manifest-schema';
export { CAPABILITIES, RUNS_ON, TOOL_CATEGORIES } from './manifest-values';

export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export const LANGUAGES = ['en', 'zh', 'zh-TW', 'ja', 'de', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Keys every plugin's locale files must hold, in every language. */
export const REQUIRED_PLUGIN_KEYS = ['name', 'description'] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Identity helper that gives manifest.ts type checking and editor completion. */
export function defineManifest(manifest: ManifestInput): ManifestInput {
  return manifest;
}

/** The schema's defaults, applied to a manifest the build has already validated. */
export function withManifestDefaults(manifest: ManifestInput): ToolManifest {
  return { ...manifest, popular: manifest.popular ?? false, runsOn: manifest.runsOn ?? 'pool' };
}

/**
 * The catalogue's order: by `order`, then by id. Ids are lower-case ASCII, so a plain comparison
 * orders them; localeCompare would build the browser's collator during the home's first load (7–10 ms).
 */
export function byCatalogueOrder(a: ToolManifest, b: ToolManifest): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** "/plugins/word-count/manifest.ts" → "word-count". */
export function folderOf(modulePath: string): string {
  const match = /\/plugins\/([^/]+)\//.exec(modulePath);
  if (!match) throw new Error(`Not a plugin path: ${modulePath}`);
  return match[1];
}
