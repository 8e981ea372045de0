/**
 * Engine files a build table makes (fonts, icon sets, emoji pictures: core/build/engine-pins.ts),
 * fetched and checked against the hashes this build pinned, whether or not a service worker controls
 * the page: the folder's pins.json is checked against the app's own constant, then the file against
 * pins.json, each by engine-loader's one check. A file that differs fails with errors.engineMismatch.
 */
import { appPath } from '../app/base-path';
import { ProcessingError } from './errors';
import { fetchWithProgress } from './engine-loader';

/** The hashes of a folder's files, beside them. */
export const PINS_FILE = 'pins.json';

declare const __LOCALBOX_ENGINE_PINS__: Record<string, string> | undefined;
/** Folder (`/engines/<id>/<dir>/`) → its pins.json's hash; set by the build (vite.config.ts). */
const BUILD_PINS: Record<string, string> = typeof __LOCALBOX_ENGINE_PINS__ === 'object' ? __LOCALBOX_ENGINE_PINS__ : {};

export interface EngineFiles {
  /** Whether the URL names a file of a pinned folder (which must pass the check; pins.json is checked by its own pin). */
  covers(url: string): boolean;
  /** Whether this version ships the file (a name its folder's pins.json lists). */
  has(url: string): Promise<boolean>;
  /** The file's bytes, checked. */
  fetch(url: string, options?: { onBytes?: (done: number, total: number) => void; signal?: AbortSignal }): Promise<ArrayBuffer>;
}

/** The dev server serves engine files straight from the packages, with no pins.json to check them against. */
// import.meta.env is undefined where the build config reads this module in Node.
const UNCHECKED = (import.meta.env as ImportMetaEnv | undefined)?.MODE === 'development';

export function engineFiles(folderPins: Record<string, string>, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): EngineFiles {
  if (UNCHECKED) {
    return { covers: () => false, has: async () => true, fetch: (url, { onBytes = () => undefined, signal } = {}) => fetchWithProgress(url, onBytes, { signal, fetchImpl }) };
  }
  const tables = new Map<string, Promise<Record<string, string>>>();
  const tableOf = (folder: string) => {
    let table = tables.get(folder);
    if (!table) {
      table = fetchWithProgress(appPath(`${folder}${PINS_FILE}`), () => undefined, { integrity: folderPins[folder], fetchImpl }).then(
        (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>,
      );
      table.catch(() => tables.delete(folder));
      tables.set(folder, table);
    }
    return table;
  };
  const folderOf = (pathname: string) => Object.keys(folderPins).find((dir) => pathname.startsWith(appPath(dir)) && !pathname.slice(appPath(dir).length).includes('/'));
  const locate = (url: string) => {
    const pathname = new URL(url, 'http://x').pathname;
    const folder = folderOf(pathname);
    if (!folder) throw new ProcessingError('errors.engineMismatch', `${url} is in no engine folder of this version`);
    return { folder, name: decodeURIComponent(pathname.slice(appPath(folder).length)) };
  };
  const pinOf = async (url: string) => {
    const { folder, name } = locate(url);
    return Object.hasOwn(await tableOf(folder), name) ? (await tableOf(folder))[name] : undefined;
  };
  return {
    covers: (url) => {
      const pathname = new URL(url, 'http://x').pathname;
      return folderOf(pathname) !== undefined && !pathname.endsWith(`/${PINS_FILE}`);
    },
    has: async (url) => (await pinOf(url)) !== undefined,
    async fetch(url, { onBytes = () => undefined, signal } = {}) {
      const integrity = await pinOf(url);
      if (!integrity) throw new ProcessingError('errors.engineMismatch', `${url} is no engine file of this version`);
      return fetchWithProgress(url, onBytes, { integrity, signal, fetchImpl });
    },
  };
}

/** This build's engine files. */
export const buildEngineFiles = engineFiles(BUILD_PINS);

/**
 * A fetch for a library that downloads engine files itself (background removal): a same-origin
 * request in a pinned folder is answered with the checked bytes (or fails with errors.engineMismatch);
 * any other request goes out as it is.
 */
export function pinnedFetch(fetchImpl: typeof fetch, origin: string, folderPins: Record<string, string> = BUILD_PINS): typeof fetch {
  const files = engineFiles(folderPins, fetchImpl);
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, origin);
    if (url.origin !== origin || !files.covers(url.href)) return fetchImpl(input, init);
    return new Response(await files.fetch(url.href, { signal: init?.signal ?? undefined }));
  };
}
