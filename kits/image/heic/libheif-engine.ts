/**
 * libheif (libheif-js's wasm build, with the libde265 HEVC decoder), loaded in the worker when the
 * first HEIC file arrives: its glue script is a chunk of its own (dynamic import), its wasm is
 * fetched from /engines/heic/ (fetchWithProgress: same origin, its SHA-256 checked before it is compiled,
 * cached by the service worker).
 * Node tests hand in the wasm bytes instead (provideHeicWasm).
 */
import { appPath } from '../../../core/app/base-path';
import { createEngineLoader, fetchWithProgress } from '../../../core/processing/engine-loader';
import { HEIC_ENGINE_BASE, HEIC_WASM_BYTES, HEIC_WASM_FILE, HEIC_WASM_SHA256 } from './engine-files';

/** The part of libheif-js's JavaScript API we use (its d.ts types the raw bindings only). */
export interface HeifImageHandle {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decoder: unknown; decode(bytes: Uint8Array): HeifImageHandle[] };
  heif_context_free(context: unknown): void;
}

let providedWasm: ArrayBuffer | undefined;
/** For Node tests: the wasm's bytes, instead of fetching them. */
export function provideHeicWasm(bytes: ArrayBuffer): void {
  providedWasm = bytes;
}

export const libheifEngine = createEngineLoader<Libheif>(async (report) => {
  const [{ default: factory }, wasmBinary] = await Promise.all([
    import('libheif-js/libheif-wasm/libheif.js') as unknown as Promise<{ default: (options: object) => Libheif }>,
    providedWasm ?? fetchWithProgress(appPath(`${HEIC_ENGINE_BASE}/${HEIC_WASM_FILE}`), report, { expectedBytes: HEIC_WASM_BYTES, integrity: HEIC_WASM_SHA256 }),
  ]);
  return new Promise<Libheif>((resolve, reject) => {
    // Called on the module itself, which may be before factory() returns (a synchronous start).
    factory({
      wasmBinary,
      onRuntimeInitialized(this: Libheif) {
        resolve(this);
      },
      onAbort: (why: unknown) => reject(new Error(`libheif failed to start: ${String(why)}`)),
    });
  });
});
