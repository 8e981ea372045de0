import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageDir } from '../../../core/build/asset-table';
import { PAGE_CHECKS_HEADER } from '../../../core/processing/engine-loader';
import { unpackingFetch } from './core-fetch';
import { FFMPEG_CORE_SHA256, ffmpegCoreFiles, ffmpegPinFor } from './core-files';

/** The smallest valid wasm module (magic and version), with a custom section to make it worth packing. */
const WASM = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0, 9, 4, 0x6e, 0x6f, 0x74, 0x65, 0x61, 0x61, 0x61, 0x61]);
const sri = (bytes: Uint8Array) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const URL_GZ = 'https://localbox.example/engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm.gzip';
const pinned = () => sri(WASM);

const serving = (body: Uint8Array, status = 200, seen: RequestInit[] = []) =>
  (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init ?? {});
    return new Response(body.slice(), { status });
  }) as typeof fetch;

describe('the ffmpeg core worker fetch', () => {
  it('unpacks the gzipped core wasm, checks it against its pinned hash and hands over a module the browser compiles', async () => {
    const seen: RequestInit[] = [];
    const response = await unpackingFetch(serving(gzipSync(WASM), 200, seen), pinned)(URL_GZ, { credentials: 'same-origin' });
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(WASM);
    await expect(WebAssembly.compile(bytes)).resolves.toBeInstanceOf(WebAssembly.Module);
    // The service worker hands page-checked bytes on as they are.
    expect(new Headers(seen[0].headers).get(PAGE_CHECKS_HEADER)).toBe('1');
  });

  it('passes wasm a host already unpacked (Content-Encoding: gzip) as it is', async () => {
    const response = await unpackingFetch(serving(WASM), pinned)(new URL(URL_GZ));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WASM);
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
  });

  it('refuses a same-size wasm that differs from the pinned one, saying it does not match this version', async () => {
    const tampered = WASM.slice();
    tampered[tampered.length - 1] = 0x62;
    await expect(unpackingFetch(serving(gzipSync(tampered)), pinned)(URL_GZ)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
    await expect(unpackingFetch(serving(gzipSync(WASM)))(URL_GZ)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
  });

  it('leaves other requests alone; a failed download says so', async () => {
    const packed = gzipSync(WASM);
    const other = await unpackingFetch(serving(packed), pinned)('https://localbox.example/engines/ffmpeg/0.12.10/st/ffmpeg-core.js');
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(new Uint8Array(packed));
    await expect(unpackingFetch(serving(new Uint8Array(0), 404), pinned)(URL_GZ)).rejects.toMatchObject({ key: 'errors.engineDownload' });
  });
});

describe('the ffmpeg core pins', () => {
  it('are the installed packages’ files (the build refuses others)', () => {
    const dirs = { st: packageDir('@ffmpeg/core'), mt: packageDir('@ffmpeg/core-mt') };
    for (const [flavour, files] of Object.entries(FFMPEG_CORE_SHA256)) {
      for (const [file, pin] of Object.entries(files)) expect(sri(readFileSync(path.join(dirs[flavour as 'st' | 'mt'], 'dist', 'esm', file))), `${flavour}/${file}`).toBe(pin);
    }
  });

  it('cover every file the engine worker loads, and nothing else', () => {
    for (const flavour of ['st', 'mt'] as const) {
      const files = ffmpegCoreFiles(flavour, 'https://localbox.example');
      expect(ffmpegPinFor(files.wasmURL)).toBe(FFMPEG_CORE_SHA256[flavour]['ffmpeg-core.wasm']);
      expect(ffmpegPinFor(files.coreURL)).toBe(FFMPEG_CORE_SHA256[flavour]['ffmpeg-core.js']);
    }
    expect(ffmpegPinFor(ffmpegCoreFiles('mt', 'https://localbox.example').workerURL!)).toBe(FFMPEG_CORE_SHA256.mt['ffmpeg-core.worker.js']);
    expect(() => ffmpegPinFor('https://localbox.example/engines/ffmpeg/0.12.9/st/ffmpeg-core.js')).toThrow(/no file of this version/);
    expect(() => ffmpegPinFor('https://localbox.example/engines/ffmpeg/0.12.10/st/ffmpeg-core.worker.js')).toThrow(/no file of this version/);
  });
});
