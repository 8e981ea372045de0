import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unpackingFetch } from './core-fetch';

/** The smallest valid wasm module (magic and version), with a custom section to make it worth packing. */
const WASM = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0, 9, 4, 0x6e, 0x6f, 0x74, 0x65, 0x61, 0x61, 0x61, 0x61]);
const URL_GZ = 'https://localbox.example/engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm.gzip';

const serving = (body: Uint8Array, status = 200) => (async () => new Response(body.slice(), { status })) as typeof fetch;

describe('the ffmpeg core worker fetch', () => {
  it('unpacks the gzipped core wasm into a module the browser compiles', async () => {
    const response = await unpackingFetch(serving(gzipSync(WASM)))(URL_GZ, { credentials: 'same-origin' });
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(WASM);
    await expect(WebAssembly.compile(bytes)).resolves.toBeInstanceOf(WebAssembly.Module);
  });

  it('passes wasm a host already unpacked (Content-Encoding: gzip) as it is', async () => {
    const response = await unpackingFetch(serving(WASM))(new URL(URL_GZ));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WASM);
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
  });

  it('leaves other requests and failures alone', async () => {
    const packed = gzipSync(WASM);
    const other = await unpackingFetch(serving(packed))('https://localbox.example/engines/ffmpeg/0.12.10/st/ffmpeg-core.js');
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(new Uint8Array(packed));
    const missing = await unpackingFetch(serving(new Uint8Array(0), 404))(URL_GZ);
    expect(missing.status).toBe(404);
  });
});
