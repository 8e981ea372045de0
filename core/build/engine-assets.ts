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

/**
 * plugins/<folder>/vite-engine.ts and kits/<family>/<part>/vite-engine.ts files (an engine several
 * tools share, such as the image kit's HEIC decoder), found like manifests: no registration in vite.config.ts.
 */
export function engineConfigFiles(root = process.cwd()): string[] {
  const found = (dir: string, depth: number): string[] => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const folder = path.join(dir, entry.name);
        const file = path.join(folder, 'vite-engine.ts');
        return [...(existsSync(file) ? [file] : []), ...(depth > 1 ? found(folder, depth - 1) : [])];
      });
  };
  return [...found(path.join(root, 'plugins'), 1), ...found(path.join(root, 'kits'), 2)].sort();
}

type PluginFactory = Plugin | Plugin[] | (() => Plugin | Plugin[]);

/** Loads every plugin's vite-engine.ts (TypeScript, through tsx): its default and `worker` exports. */
async function loadEngineConfigs(root: string) {
  const { tsImport } = await import('tsx/esm/api');
  const loaded: { main: PluginFactory; worker?: PluginFactory }[] = [];
  for (const file of engineConfigFiles(root)) {
    type Module = { default: PluginFactory | { default: PluginFactory; worker?: PluginFactory }; worker?: PluginFactory };
    const module = (await tsImport(file, import.meta.url)) as Module;
    // tsx may wrap a CommonJS-looking module once more.
    const inner = (module.default as { default?: PluginFactory; worker?: PluginFactory } | undefined)?.default ? (module.default as { default: PluginFactory; worker?: PluginFactory }) : undefined;
    const main = inner?.default ?? (module.default as PluginFactory | undefined);
    // A kit's file without a default export is a helper its tools' own files return (ffmpeg's).
    const isPlugin = typeof main === 'function' || Array.isArray(main) || (typeof main === 'object' && main !== null && 'name' in main);
    if (isPlugin) loaded.push({ main: main as PluginFactory, worker: inner?.worker ?? module.worker });
  }
  return loaded;
}

// A plugin file may export the Vite plugin itself or a factory that makes it.
const make = (exported: PluginFactory): Plugin[] => {
  const made = typeof exported === 'function' ? exported() : exported;
  return Array.isArray(made) ? made : [made];
};

/**
 * Every plugin's build-time asset needs, for vite.config.ts, which names no tool: `main` for the
 * page build; `worker()` makes fresh plugins for each worker bundle, from the `worker` export of a
 * vite-engine.ts whose engine worker's own bundle needs a step too.
 */
export async function engineAssets(root = process.cwd()): Promise<{ main: Plugin[]; worker: () => Plugin[] }> {
  const configs = await loadEngineConfigs(root);
  return {
    main: configs.flatMap((config) => make(config.main)),
    worker: () => configs.flatMap((config) => (config.worker ? make(config.worker) : [])),
  };
}
