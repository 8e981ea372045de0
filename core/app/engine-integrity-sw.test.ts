import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringifyWithoutComments } from 'workbox-build/build/lib/stringify-without-comments';
import { PAGE_CHECKS_HEADER } from '../processing/engine-loader';
import { engineIntegrityPlugin } from './engine-integrity-sw';

const WASM = '/engines/ffmpeg/0.12.10/st/ffmpeg-core.wasm';
const good = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
const sha256 = (bytes: Uint8Array | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const table = JSON.stringify({ [WASM]: sha256(good) });

/** The plugin as the service worker gets it: written out as source by workbox-build, then evaluated. */
function pluginInWorker(): typeof engineIntegrityPlugin {
  return new Function(`return ${stringifyWithoutComments(engineIntegrityPlugin)}`)();
}
const fetchEngine = (plugin: typeof engineIntegrityPlugin, path: string, response: Response) =>
  plugin.fetchDidSucceed({ request: new Request(`http://localhost${path}`), response });
const wasmResponse = (bytes: Uint8Array<ArrayBuffer>) => new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });

beforeEach(() => {
  // A fresh worker scope per test: the table is fetched anew.
  vi.stubGlobal('self', { registration: { scope: 'http://localhost/' }, localboxEngineIntegrity: { table: 'engine-integrity.json', integrity: sha256(table) } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect([url, init.integrity]).toEqual(['engine-integrity.json', sha256(table)]);
    return new Response(table);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the service worker check of engine files', () => {
  it('hands on a file that matches its pinned hash, byte for byte', async () => {
    const response = await fetchEngine(pluginInWorker(), WASM, wasmResponse(good));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(good);
  });

  it('finds the pinned hash of a file served under a prefix (LOCALBOX_BASE), by its path from the app root', async () => {
    (self as unknown as { registration: { scope: string } }).registration.scope = 'http://localhost/tools/';
    const response = await fetchEngine(pluginInWorker(), `/tools${WASM}`, wasmResponse(good));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(good);
    expect((await fetchEngine(pluginInWorker(), WASM, wasmResponse(good))).status).toBe(404);
  });

  it('fails the body of a file whose bytes differ, so it is neither used nor cached', async () => {
    const tampered = good.slice();
    tampered[7] = 2;
    const response = await fetchEngine(pluginInWorker(), WASM, wasmResponse(tampered));
    await expect(response.arrayBuffer()).rejects.toThrow(/does not match the hash/);
  });

  it("answers 404 for the host's HTML page in place of an engine file, and for a path this version does not have", async () => {
    const plugin = pluginInWorker();
    const page = new Response('<!doctype html><title>Localbox</title>', { headers: { 'Content-Type': 'text/html' } });
    expect((await fetchEngine(plugin, WASM, page)).status).toBe(404);
    expect((await fetchEngine(plugin, '/engines/ffmpeg/0.12.9/st/ffmpeg-core.wasm', wasmResponse(good))).status).toBe(404);
  });

  it('leaves an HTTP error as it is (workbox caches only 200)', async () => {
    const response = await fetchEngine(pluginInWorker(), WASM, new Response('gone', { status: 503 }));
    expect(response.status).toBe(503);
  });

  it('hands a file the page checks itself on unaltered (the page then says it does not match), and keeps it only if it matches', async () => {
    const tampered = good.slice();
    tampered[7] = 2;
    const plugin = pluginInWorker();
    const checkedByPage = (bytes: Uint8Array<ArrayBuffer>) => {
      const request = new Request(`http://localhost${WASM}`, { headers: { [PAGE_CHECKS_HEADER]: '1' } });
      return plugin.fetchDidSucceed({ request, response: wasmResponse(bytes) }).then(async (response) => ({ request, response, bytes: new Uint8Array(await response.clone().arrayBuffer()) }));
    };
    const bad = await checkedByPage(tampered);
    expect(bad.bytes).toEqual(tampered);
    expect(await plugin.cacheWillUpdate({ request: bad.request, response: bad.response })).toBeNull();
    const fine = await checkedByPage(good);
    expect(await plugin.cacheWillUpdate({ request: fine.request, response: fine.response })).toBe(fine.response);
  });
});
