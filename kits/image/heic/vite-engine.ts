import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin, packageDir } from '../../../core/build/asset-table';
import { sriSha256 } from '../../../core/build/engine-integrity';
import { HEIC_ENGINE_BASE, HEIC_WASM_FILE, HEIC_WASM_SHA256, LIBHEIF_VERSION } from './engine-files';

/**
 * The HEIC decoder's wasm under /engines/heic/<version>/, copied from node_modules at build time
 * (never committed, not precached: the service worker caches it when the first HEIC file needs it,
 * and the build pins its hash with every other engine file).
 */
export default function heicEngine(): Plugin[] {
  return [libheifNodeBranch(), heicWasm()];
}

/** The workers that decode HEIC bundle libheif.js too. */
export const worker = () => [libheifNodeBranch()];

const NODE_BUILTINS = new Set(['fs', 'path', 'crypto']);
const STUB = '\0libheif-node-builtin';

/**
 * libheif.js (Emscripten) requires fs, path and crypto on its Node branch, which never runs in a
 * browser: an empty module for each, instead of Vite externalizing them with a warning per build.
 */
function libheifNodeBranch(): Plugin {
  return {
    name: 'localbox-libheif-node-branch',
    enforce: 'pre',
    resolveId: (id, importer) => (NODE_BUILTINS.has(id) && importer?.includes(`${path.sep}libheif-js${path.sep}`) ? STUB : null),
    load: (id) => (id === STUB ? 'export default {};' : null),
  };
}

function heicWasm(): Plugin {
  return assetTablePlugin('heic', HEIC_ENGINE_BASE, () => {
    const dir = packageDir('libheif-js');
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    if (version !== LIBHEIF_VERSION) throw new Error(`libheif-js is ${version} but kits/image/heic/engine-files.ts says ${LIBHEIF_VERSION}: update LIBHEIF_VERSION`);
    const wasm = () => {
      const bytes = readFileSync(path.join(dir, 'libheif-wasm', HEIC_WASM_FILE));
      if (sriSha256(bytes) !== HEIC_WASM_SHA256) throw new Error(`libheif-js's ${HEIC_WASM_FILE} is ${sriSha256(bytes)}, not kits/image/heic/engine-files.ts's HEIC_WASM_SHA256: update it`);
      return bytes;
    };
    return new Map([[HEIC_WASM_FILE, wasm]]);
  });
}
