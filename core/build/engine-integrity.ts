import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ENGINE_BASE } from './engine-assets';

/**
 * Every engine file's SHA-256, pinned when the build has copied them: the service worker checks each
 * engine response against it before the page uses or the cache keeps it (core/app/engine-integrity-sw.ts).
 * The table (4,000 emoji pictures make it ~480 KB, 170 KB gzipped) is fetched once by the service worker with
 * subresource integrity; the worker's own script pins the table's hash in the tiny file it imports.
 */
export const ENGINE_TABLE_FILE = 'engine-integrity.json';
export const ENGINE_PIN_SCRIPT = 'engine-integrity.js';

/** `sha256-<base64>`, as subresource integrity writes it. */
export const sriSha256 = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** Served path (/engines/…) → its pinned hash, for every file in `outDir`'s engines folder. */
export function engineHashes(outDir: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const file of filesUnder(path.join(outDir, ENGINE_BASE))) {
    table[`/${path.relative(outDir, file).split(path.sep).join('/')}`] = sriSha256(readFileSync(file));
  }
  return table;
}

/** Writes the table and the script pinning its hash into `outDir`. */
export function writeEngineIntegrity(outDir: string): void {
  const table = `${JSON.stringify(engineHashes(outDir))}\n`;
  writeFileSync(path.join(outDir, ENGINE_TABLE_FILE), table);
  // Relative to the service worker's own URL, so a build served under a prefix finds it too.
  const pin = { table: ENGINE_TABLE_FILE, integrity: sriSha256(table) };
  writeFileSync(path.join(outDir, ENGINE_PIN_SCRIPT), `self.localboxEngineIntegrity = ${JSON.stringify(pin)};\n`);
}

/** A request path under /engines/ that names no file of `outDir` (decoded; never outside it). */
export function isMissingEngineFile(outDir: string, url: string): boolean {
  const pathname = decodeURIComponent(url.split('?')[0]);
  if (!pathname.startsWith(`${ENGINE_BASE}/`)) return false;
  const file = path.join(outDir, pathname);
  return !file.startsWith(path.join(outDir, ENGINE_BASE) + path.sep) || !existsSync(file) || !statSync(file).isFile();
}

const notFound = (res: import('node:http').ServerResponse) => {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found\n');
};

/**
 * Pins the engine files' hashes once every engine plugin has written its files (list it after them),
 * and answers a request for an engine file that does not exist with 404, in the preview and dev
 * servers, instead of the app's page (which a cache would keep as the engine).
 */
export function engineIntegrity(): Plugin {
  let outDir = 'dist';
  return {
    name: 'localbox-engine-integrity',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeEngineIntegrity(outDir);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => (isMissingEngineFile(outDir, req.url ?? '') ? notFound(res) : next()));
    },
    configureServer(server) {
      // Engine plugins listed before this one have served their files by now: what reaches here is missing.
      server.middlewares.use(`${ENGINE_BASE}/`, (_req, res) => notFound(res));
    },
  };
}
