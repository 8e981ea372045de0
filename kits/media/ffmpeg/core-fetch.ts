import { fetchWithProgress } from '../../../core/processing/engine-loader';
import { FFMPEG_WASM_FILE, ffmpegPinFor } from './core-files';

/** What every gzip stream starts with; a wasm module starts with "\0asm". */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * The core's wasm as pinned: the build ships `ffmpeg-core.wasm.gzip`, unpacked here with
 * DecompressionStream. Bytes that are not gzip (a host that sent the file with `Content-Encoding:
 * gzip`, so the browser unpacked it already; the dev server's plain wasm) pass as they are.
 */
export async function unpackCoreWasm(served: ArrayBuffer): Promise<ArrayBuffer> {
  if (!isGzip(new Uint8Array(served))) return served;
  return new Response(new Blob([served]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

/**
 * A fetch for the ffmpeg core's worker that hands the core its wasm unpacked and checked against
 * the pinned hash (engine-loader's check, as every engine file): bytes that differ are never
 * compiled, even if they changed since the engine worker checked them. Any other request is left alone.
 */
export function unpackingFetch(fetchImpl: typeof fetch, pinFor: (url: string) => string = ffmpegPinFor): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, 'http://x').pathname.endsWith(`/${FFMPEG_WASM_FILE}`)) return fetchImpl(input, init);
    const wasm = await fetchWithProgress(url, () => undefined, { integrity: pinFor(url), decode: unpackCoreWasm, fetchImpl });
    return new Response(wasm, { headers: { 'Content-Type': 'application/wasm' } });
  };
}
