import path from 'node:path';
import { PINS_FILE } from '../processing/engine-files';
import { sriSha256 } from './engine-integrity';

/**
 * The hashes the app checks engine files against (core/processing/engine-files.ts), for the engines
 * whose files a table makes (asset-table.ts): each folder of such files gets a pins.json naming every
 * file in it with its SHA-256, and the app's code pins each pins.json's own hash (a build-time
 * constant, so a page checks the chain on its first visit, with no service worker). The folders'
 * tables stay apart so a tool fetches only the hashes of the folder it reads.
 */
type Table = Map<string, () => Buffer>;

// On globalThis: vite.config.ts (bundled by Vite) and the engine plugins (loaded through tsx) each get
// their own copy of this module, and both must see one registry.
const registered: Map<string, () => Table> = ((globalThis as { [key: symbol]: Map<string, () => Table> })[Symbol.for('localbox.engineTables')] ??= new Map());

/** `files` with a pins.json added to each of its folders. */
export function withPins(files: Table): Table {
  const folders = new Map<string, string[]>();
  for (const name of files.keys()) {
    const dir = path.posix.dirname(name);
    folders.set(dir, [...(folders.get(dir) ?? []), name]);
  }
  const out = new Map(files);
  for (const [dir, names] of folders) {
    let made: Buffer | undefined;
    const pins = () => (made ??= Buffer.from(JSON.stringify(Object.fromEntries(names.map((name) => [path.posix.basename(name), sriSha256(files.get(name)!())])))));
    out.set(dir === '.' ? PINS_FILE : `${dir}/${PINS_FILE}`, pins);
  }
  return out;
}

/** Called by each asset table as its plugin is made (before any build starts). */
export function registerEngineTable(base: string, files: () => Table): void {
  registered.set(base, files);
}

/** Each folder (`/engines/<id>/<dir>/`, from the app's root) → its pins.json's hash: the app's build-time constant. */
export function enginePins(): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const [base, files] of registered) {
    for (const [name, make] of files()) {
      if (path.posix.basename(name) !== PINS_FILE) continue;
      const dir = path.posix.dirname(name);
      pins[`${base}/${dir === '.' ? '' : `${dir}/`}`] = sriSha256(make());
    }
  }
  return pins;
}
