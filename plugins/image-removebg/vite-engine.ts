/**
 * Build step for the background-removal engine: copies the offered models (from
 * @imgly/background-removal-data) and onnxruntime-web 1.21's wasm + mjs into dist/engines/removebg/,
 * with the resources.json the engine reads (see resources.ts) and the pins.json the engine worker
 * checks every file against (core/processing/engine-files.ts). The dev server serves the same
 * files from node_modules. Nothing is committed; nothing is fetched from another host.
 *
 * It also drops the onnxruntime wasm files Vite would emit under /assets (onnxruntime-web's bundle
 * names them with `new URL(…, import.meta.url)`, ≈36 MB): the engine loads its own copies.
 */
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { registerEngineTable, withPins } from '../../core/build/engine-pins';
import { contentSecurityPolicy } from '../../core/build/security-headers';
import { PINS_FILE } from '../../core/processing/engine-files';
import { ENGINE_DIR, ORT_FILES } from './models';
import { rewriteResources } from './resources';

const require = createRequire(import.meta.url);

function engineFiles() {
  const dataDist = join(dirname(require.resolve('@imgly/background-removal-data/package.json')), 'dist');
  // onnxruntime-web's exports map hides package.json; its wasm sits beside the resolved bundle.
  const ortDist = dirname(require.resolve('onnxruntime-web'));
  const data = JSON.parse(readFileSync(join(dataDist, 'resources.json'), 'utf8'));
  const ortSizes = Object.fromEntries(ORT_FILES.map((f) => [f, existsSync(join(ortDist, f)) ? statSync(join(ortDist, f)).size : 0]));
  const { resources, copies } = rewriteResources(data, ortSizes);
  const files = new Map(copies.map((c) => [c.to, join(c.source === 'data' ? dataDist : ortDist, c.from)]));
  return { resourcesJson: `${JSON.stringify(resources)}\n`, files };
}

let pinned: Map<string, () => Buffer> | undefined;
/** The engine folder's files with the pins.json the worker checks them against (core/build/engine-pins.ts). */
function pinnedFiles(): Map<string, () => Buffer> {
  if (!pinned) {
    const { resourcesJson, files } = engineFiles();
    const table = new Map<string, () => Buffer>([['resources.json', () => Buffer.from(resourcesJson)]]);
    for (const [to, from] of files) table.set(to, () => readFileSync(from));
    pinned = withPins(table);
  }
  return pinned;
}

/**
 * The policy for the engine worker's script alone. A dedicated worker takes its CSP from its own
 * response, so the pages keep the strict policy while this worker may do what onnxruntime needs: it
 * is handed its wasm and mjs as blob: URLs (engine.ts) and starts its thread workers from them
 * (script-src / worker-src / connect-src blob:). blob: URLs are made on this origin from bytes it
 * already holds: connect-src still names no other host.
 */
export function engineWorkerPolicy(): string {
  return contentSecurityPolicy()
    .replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'wasm-unsafe-eval' blob:")
    .replace("worker-src 'self'", "worker-src 'self' blob:")
    .replace("connect-src 'self'", "connect-src 'self' blob:");
}

const ENGINE_WORKER_ENTRY = /\/plugins\/image-removebg\/engine\.worker\.ts$/;
/**
 * The built engine worker is /assets/removebg-engine.worker-<hash>.js: a name no other worker has,
 * so a host configuration written once (deploy/) can give this file alone its policy.
 */
export const ENGINE_WORKER_PREFIX = 'assets/removebg-engine.worker-';
/** The built engine worker's file name: found in the worker build, used by the page build. */
const shared: { engineWorkerFile: string | null } = { engineWorkerFile: null };

function findEngineWorker(bundle: Rollup.OutputBundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId && ENGINE_WORKER_ENTRY.test(chunk.facadeModuleId)) {
      shared.engineWorkerFile = chunk.fileName;
    }
  }
}

const copiedTo = new Set<string>();
const HEADERS_MARK = '# background-removal engine worker';

/** The engine worker's path as the build wrote it into _headers, if it did. */
function engineWorkerPathFrom(headersPath: string): string | null {
  if (!existsSync(headersPath)) return null;
  const lines = readFileSync(headersPath, 'utf8').split('\n');
  const at = lines.indexOf(HEADERS_MARK);
  return at >= 0 ? (lines[at + 1]?.trim() ?? null) : null;
}

const EMITTED_ORT_WASM = /(^|\/)ort-wasm[^/]*\.wasm$/;
const MIME: Record<string, string> = { json: 'application/json', wasm: 'application/wasm', mjs: 'text/javascript' };

/** The engine worker's own bundle needs the same plugin (its onnxruntime wasm files are dropped there). */
export const worker = removebgEngine;

export default function removebgEngine(): Plugin {
  let outDir = 'dist';
  registerEngineTable(`/${ENGINE_DIR.replace(/\/$/, '')}`, pinnedFiles);
  return {
    name: 'localbox-engine-removebg',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    outputOptions(options) {
      const named = options.entryFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.facadeModuleId && ENGINE_WORKER_ENTRY.test(chunk.facadeModuleId) ? `${ENGINE_WORKER_PREFIX}[hash].js` : typeof named === 'function' ? named(chunk) : named,
      };
    },
    configureServer(server) {
      const { files } = engineFiles();
      server.middlewares.use(`/${ENGINE_DIR}`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0].replace(/^\//, '');
        const ext = name.split('.').pop() ?? '';
        if (name === 'resources.json' || name === PINS_FILE) {
          res.setHeader('Content-Type', MIME.json);
          res.end(pinnedFiles().get(name)!());
        } else if (files.has(name)) {
          res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
          createReadStream(files.get(name)!).pipe(res);
        } else next();
      });
    },
    configurePreviewServer(server) {
      // The preview server sends the global headers; the engine worker gets its own policy, read
      // back from the build's _headers (the preview runs in another process than the build).
      const workerPath = engineWorkerPathFrom(join(outDir, '_headers'));
      server.middlewares.use((req, res, next) => {
        if (workerPath && (req.url ?? '').split('?')[0] === workerPath) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-security-policy' ? engineWorkerPolicy() : value);
        }
        next();
      });
    },
    generateBundle(_options, bundle) {
      findEngineWorker(bundle);
      for (const name of Object.keys(bundle)) if (EMITTED_ORT_WASM.test(name)) delete bundle[name];
      // dist/_headers (Netlify, Cloudflare Pages): the worker's own policy replaces the global one.
      const headers = bundle['_headers'];
      if (shared.engineWorkerFile && headers?.type === 'asset') {
        headers.source = `${String(headers.source)}\n${HEADERS_MARK}\n/${shared.engineWorkerFile}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${engineWorkerPolicy()}\n`;
      }
    },
    writeBundle() {
      const dir = join(outDir, ENGINE_DIR);
      if (copiedTo.has(dir)) return;
      copiedTo.add(dir);
      const { resourcesJson, files } = engineFiles();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'resources.json'), resourcesJson);
      writeFileSync(join(dir, PINS_FILE), pinnedFiles().get(PINS_FILE)!());
      for (const [to, from] of files) copyFileSync(from, join(dir, to));
    },
  };
}
