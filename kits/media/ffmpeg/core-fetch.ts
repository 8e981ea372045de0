import { FFMPEG_WASM_FILE } from './core-files';

/** What every gzip stream starts with; a wasm module starts with "\0asm". */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A fetch for the ffmpeg core's worker that hands the core its wasm unpacked: the build ships
 * `ffmpeg-core.wasm.gzip`, unpacked here with DecompressionStream. Bytes that are not gzip (a host
 * that sent the file with `Content-Encoding: gzip`, so the browser unpacked it already; the dev
 * server's plain wasm) pass as they are. Any other request is left alone.
 */
export function unpackingFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, 'http://x').pathname.endsWith(`/${FFMPEG_WASM_FILE}`) || !response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = isGzip(bytes) ? new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')) : bytes;
    // instantiateStreaming compiles while it unpacks, and needs the wasm type.
    return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
  };
}
