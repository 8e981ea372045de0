import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { sriSha256 } from '../../../core/build/engine-integrity';
import { FFMPEG_CORE_SHA256, FFMPEG_CORE_VERSION, FFMPEG_ENGINE_BASE, FFMPEG_WASM_FILE, type FfmpegFlavour } from './core-files';

/**
 * Serves the ffmpeg.wasm cores under /engines/ffmpeg/<version>/{st,mt}/ from node_modules: copied into the
 * build output (never committed, never inlined, never from a CDN) and served the same way by the dev
 * server. Each media tool's plugins/<id>/vite-engine.ts returns this plugin; it copies once per build.
 * The wasm (31 MiB) ships gzipped (10 MB), under Cloudflare Pages' 25 MiB per file, and is unpacked
 * in the engine worker (core-fetch.ts) whatever the host sends. The build refuses package files
 * whose hashes differ from the ones the engine worker checks (core-files.ts).
 */
const resolveDir = (pkg: string) => path.dirname(createRequire(import.meta.url).resolve(pkg).replace(/[/\\]umd[/\\]/, '/esm/'));
const SOURCES = {
  st: () => resolveDir('@ffmpeg/core'),
  mt: () => resolveDir('@ffmpeg/core-mt'),
} as const;

/** The installed package's version (its package.json sits two folders above dist/esm). */
function installedVersion(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
}

const MIME: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

export function ffmpegEnginePlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'localbox-engine-ffmpeg',
    // The dev server's pre-bundling would break @ffmpeg/ffmpeg's `new URL('./worker.js', import.meta.url)`.
    config: () => ({ optimizeDeps: { exclude: ['@ffmpeg/ffmpeg'] } }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`${FFMPEG_ENGINE_BASE}${FFMPEG_CORE_VERSION}/`, (req, res, next) => {
        const [flavour, file] = (req.url ?? '').split('?')[0].replace(/^\//, '').split('/');
        const dir = SOURCES[flavour as keyof typeof SOURCES]?.();
        if (!dir || !file || file.includes('..')) return next();
        // The dev server sends the wasm as it is: the engine worker unpacks only gzip bytes.
        const source = path.join(dir, file === FFMPEG_WASM_FILE ? 'ffmpeg-core.wasm' : file);
        if (!existsSync(source)) return next();
        res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
        res.setHeader('Content-Length', String(statSync(source).size));
        createReadStream(source).pipe(res);
      });
    },
    writeBundle() {
      for (const [flavour, dir] of Object.entries(SOURCES)) {
        const version = installedVersion(dir());
        if (version !== FFMPEG_CORE_VERSION) {
          throw new Error(`@ffmpeg/core${flavour === 'mt' ? '-mt' : ''} is ${version} but kits/media/ffmpeg/core-files.ts says ${FFMPEG_CORE_VERSION}: update FFMPEG_CORE_VERSION`);
        }
        const target = path.join(outDir, FFMPEG_ENGINE_BASE, FFMPEG_CORE_VERSION, flavour);
        if (existsSync(path.join(target, FFMPEG_WASM_FILE))) continue;
        mkdirSync(target, { recursive: true });
        for (const file of readdirSync(dir())) {
          const bytes = readFileSync(path.join(dir(), file));
          const pinned = FFMPEG_CORE_SHA256[flavour as FfmpegFlavour][file];
          if (sriSha256(bytes) !== pinned) {
            throw new Error(`@ffmpeg/core${flavour === 'mt' ? '-mt' : ''}'s ${file} is ${sriSha256(bytes)}, not kits/media/ffmpeg/core-files.ts's FFMPEG_CORE_SHA256.${flavour}: update it`);
          }
          if (file === 'ffmpeg-core.wasm') writeFileSync(path.join(target, FFMPEG_WASM_FILE), gzipSync(bytes, { level: 9 }));
          else copyFileSync(path.join(dir(), file), path.join(target, file));
        }
      }
    },
  };
}
