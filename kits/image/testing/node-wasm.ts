/** Node-side tests only: compile the @jsquash wasm files from node_modules (fetch() of a file URL fails in Node). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { provideWasmModules, type WasmCodec } from '../wasm-codecs';

const require = createRequire(import.meta.url);
const FILES: Record<WasmCodec, string> = {
  mozjpeg: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  avifEncode: '@jsquash/avif/codec/enc/avif_enc.wasm',
  avifDecode: '@jsquash/avif/codec/dec/avif_dec.wasm',
  webpEncode: '@jsquash/webp/codec/enc/webp_enc.wasm',
  oxipng: '@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm',
};

export async function compileWasm(file: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(require.resolve(file)));
}

export async function provideNodeWasm(): Promise<void> {
  const entries = await Promise.all(Object.entries(FILES).map(async ([codec, file]) => [codec, await compileWasm(file)] as const));
  provideWasmModules(Object.fromEntries(entries));
}
