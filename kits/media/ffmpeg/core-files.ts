/**
 * Where the ffmpeg.wasm core is served from. The build copies the files out of node_modules
 * (vite-engine.ts); nothing is fetched from a CDN: @ffmpeg/ffmpeg's default core URL is unpkg, so
 * every load passes these URLs explicitly.
 */
import { appPath } from '../../../core/app/base-path';
import { ProcessingError } from '../../../core/processing/errors';

export const FFMPEG_ENGINE_BASE = '/engines/ffmpeg/';

/**
 * The @ffmpeg/core(-mt) version, part of the URL so a cached engine never outlives an upgrade
 * (the service worker caches engines first-come). The build fails if node_modules holds another.
 */
export const FFMPEG_CORE_VERSION = '0.12.10';

/**
 * The core's wasm as the build ships it: gzipped (31 MiB → 10 MB), which every host accepts
 * (Cloudflare Pages refuses files over 25 MiB) and every host sends compressed; the engine worker
 * unpacks it (core-fetch.ts). Not ".gz": servers that keep precompressed copies (vite preview's sirv,
 * for one) would send `<name>.gz` as `<name>` with `Content-Encoding: gzip`, and the browser would
 * unpack bytes whose pinned hash is the packed file's.
 */
export const FFMPEG_WASM_FILE = 'ffmpeg-core.wasm.gzip';

export type FfmpegFlavour = 'st' | 'mt';

/**
 * Each core file's SHA-256 (subresource-integrity form), of the file as the package ships it (the
 * wasm unpacked: gzip's output may differ between zlib builds, its input never does). The engine
 * worker checks every file against it before the core starts, first visit included; vite-engine.ts
 * refuses to build when the installed package's files differ.
 */
export const FFMPEG_CORE_SHA256: Record<FfmpegFlavour, Record<string, string>> = {
  st: {
    'ffmpeg-core.js': 'sha256-Z6SPEWRfhUOfP95PIRkELBazdLkQIGt6eiTzQuKNyuM=',
    'ffmpeg-core.wasm': 'sha256-n1eUelvVMNjwDFs/LLKjSS+qfl2CMxU0LWqGVtCmt7c=',
  },
  mt: {
    'ffmpeg-core.js': 'sha256-Jwoub/lF4XMjhhBmmj9xMt9fnFJpipv3CM9cKra9oN4=',
    'ffmpeg-core.wasm': 'sha256-viyXYFNmt48/E+IbUugaVaeeHynBM7A6aOwYexouxBo=',
    'ffmpeg-core.worker.js': 'sha256-93iY1jHcAQtFwpwjy0N5xhGn17Exv1kdCKZWu3KaTKM=',
  },
};

/** The pinned hash of a core file by its URL (…/<version>/<flavour>/<served name>); a file this version does not have fails as a mismatch. */
export function ffmpegPinFor(url: string): string {
  const pathname = new URL(url, 'http://x').pathname;
  const [flavour, file] = pathname.split('/').slice(-2);
  const pin = pathname.includes(`${FFMPEG_ENGINE_BASE}${FFMPEG_CORE_VERSION}/`) ? FFMPEG_CORE_SHA256[flavour as FfmpegFlavour]?.[file === FFMPEG_WASM_FILE ? 'ffmpeg-core.wasm' : file] : undefined;
  if (!pin) throw new ProcessingError('errors.engineMismatch', `${url} is no file of this version's ffmpeg core`);
  return pin;
}

export interface FfmpegCoreFiles {
  flavour: FfmpegFlavour;
  coreURL: string;
  wasmURL: string;
  /** Only the multi-thread core has a pthread worker script. */
  workerURL?: string;
}

/** The multi-thread core needs SharedArrayBuffer, which only a cross-origin isolated page has. */
export function ffmpegFlavour(crossOriginIsolated: boolean): FfmpegFlavour {
  return crossOriginIsolated ? 'mt' : 'st';
}

export function ffmpegCoreFiles(flavour: FfmpegFlavour, origin: string): FfmpegCoreFiles {
  const base = new URL(appPath(`${FFMPEG_ENGINE_BASE}${FFMPEG_CORE_VERSION}/${flavour}/`), origin).href;
  return {
    flavour,
    coreURL: `${base}ffmpeg-core.js`,
    wasmURL: `${base}${FFMPEG_WASM_FILE}`,
    workerURL: flavour === 'mt' ? `${base}ffmpeg-core.worker.js` : undefined,
  };
}

/**
 * `-threads N` for the encoder: the multi-thread core aborts when left to pick its own thread count,
 * the single-thread core must not start threads at all.
 */
export function ffmpegThreads(flavour: FfmpegFlavour, hardwareConcurrency: number | undefined): number {
  return flavour === 'mt' ? Math.max(2, Math.min(8, hardwareConcurrency || 2)) : 1;
}

/** Bytes downloaded on first use (the wasm dominates), shown before the download. */
export const FFMPEG_ENGINE_BYTES = 10_300_000;
