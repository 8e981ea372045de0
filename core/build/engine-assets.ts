import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin } from './asset-table';

/** Where an engine's files are served from, in dev and in the build: /engines/<id>/<name>. */
export const ENGINE_BASE = '/engines';

export interface EngineFiles {
  /** The engine id of the manifest (`engines: [{ id }]`). */
  id: string;
  /** Served file name → its path, relative to the project root (usually in node_modules). */
  files: Record<string, string>;
}

/**
 * The Vite plugin an engine's `plugins/<id>/vite-engine.ts` default-exports:
 *
 *   export default copyEngineFiles({ id: 'ffmpeg', files: { 'ffmpeg-core.wasm': 'node_modules/@ffmpeg/core/dist/esm/ffmpeg-core.wasm' } });
 *
 * The build writes each file to dist/engines/<id>/<name> (never committed, never precached by the
 * service worker); the dev server serves the same URLs straight from node_modules.
 */
export function copyEngineFiles({ id, files }: EngineFiles): Plugin {
  const root = process.cwd();
  const source = (name: string) => path.resolve(root, files[name]);
  return assetTablePlugin(id, `${ENGINE_BASE}/${id}`, () => {
    const table = new Map<string, () => Buffer>();
    for (const name of Object.keys(files)) {
      table.set(name, () => {
        if (!existsSync(source(name))) throw new Error(`Engine "${id}": ${files[name]} not found (is the package installed?)`);
        return readFileSync(source(name));
      });
    }
    return table;
  });
}

/** plugins/<folder>/vite-engine.ts files, found like manifests: no registration in vite.config.ts. */
export function engineConfigFiles(root = process.cwd()): string[] {
  const pluginsDir = path.join(root, 'plugins');
  if (!existsSync(pluginsDir)) return [];
  return readdirSync(pluginsDir)
    .map((folder) => path.join(pluginsDir, folder, 'vite-engine.ts'))
    .filter((file) => existsSync(file))
    .sort();
}

/** Loads every plugin's engine Vite plugin (TypeScript, through tsx) for vite.config.ts. */
export async function engineAssets(root = process.cwd()): Promise<Plugin[]> {
  const files = engineConfigFiles(root);
  if (!files.length) return [];
  const { tsImport } = await import('tsx/esm/api');
  const plugins: Plugin[] = [];
  for (const file of files) {
    type Exported = Plugin | Plugin[] | (() => Plugin | Plugin[]);
    const module = (await tsImport(file, import.meta.url)) as { default: Exported | { default: Exported } };
    // tsx may wrap a CommonJS-looking default once more.
    const found = (module.default as { default?: Exported }).default ?? (module.default as Exported);
    // A plugin file may export the Vite plugin itself or a factory that makes it.
    const exported = typeof found === 'function' ? found() : found;
    plugins.push(...(Array.isArray(exported) ? exported : [exported]));
  }
  return plugins;
}
