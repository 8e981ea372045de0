import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { registerEngineTable, withPins } from './engine-pins';

/**
 * A package's folder, found along Node's lookup paths (some packages' exports hide package.json), as
 * its real path: a linked node_modules must name each package the way the bundler's module ids do.
 */
export function packageDir(name: string): string {
  const found = createRequire(import.meta.url)
    .resolve.paths(name)
    ?.map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed`);
  return realpathSync(found);
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.onnx': 'application/octet-stream',
};

/**
 * A Vite plugin serving files made at build time from node_modules under `base` (e.g.
 * "/engines/favicon-generator"): `table` maps each served name to a function making its bytes.
 * The build writes them out (never committed, never precached); the dev server serves the same URLs.
 * Each folder also gets the pins.json the app checks these files against (engine-pins.ts).
 */
export function assetTablePlugin(id: string, base: string, table: () => Map<string, () => Buffer>): Plugin {
  let made: Map<string, () => Buffer> | undefined;
  const files = () => (made ??= withPins(table()));
  registerEngineTable(base, files);
  return {
    name: `localbox-engine-${id}`,
    configureServer(server) {
      server.middlewares.use(`${base}/`, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0].replace(/^\//, ''));
        const make = files().get(name);
        if (!make) return next();
        res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        res.end(make());
      });
    },
    generateBundle() {
      for (const [name, make] of files()) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${name}`, source: make() });
    },
  };
}
