import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { PAGE_CHECKS_HEADER, createEngineLoader, fetchWithProgress } from './engine-loader';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('createEngineLoader', () => {
  it('goes not-loaded → loading → loaded and notifies subscribers', async () => {
    const loader = createEngineLoader(async () => 'engine');
    const seen: string[] = [];
    loader.subscribe((state) => seen.push(state));
    expect(loader.state).toBe('not-loaded');
    const pending = loader.get();
    expect(loader.state).toBe('loading');
    await expect(pending).resolves.toBe('engine');
    expect(loader.state).toBe('loaded');
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('shares one load between concurrent callers', async () => {
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const loader = createEngineLoader(load);
    const a = loader.get();
    const b = loader.get();
    gate.resolve('engine');
    expect(await Promise.all([a, b])).toEqual(['engine', 'engine']);
    expect(load).toHaveBeenCalledTimes(1);
    await loader.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resets after a failed load so the next call retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce('engine');
    const loader = createEngineLoader(load);
    await expect(loader.get()).rejects.toThrow('network down');
    expect(loader.state).toBe('not-loaded');
    await expect(loader.get()).resolves.toBe('engine');
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.state).toBe('loaded');
  });

  it('concurrent callers of a failing load all see the failure', async () => {
    const gate = deferred<string>();
    const loader = createEngineLoader(() => gate.promise);
    const both = Promise.allSettled([loader.get(), loader.get()]);
    gate.reject(new Error('boom'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('reset() forgets a loaded engine', async () => {
    const load = vi.fn(async () => 'engine');
    const loader = createEngineLoader(load);
    await loader.get();
    loader.reset();
    expect(loader.state).toBe('not-loaded');
    await loader.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports byte progress of its load to listeners', async () => {
    const loader = createEngineLoader(async (report) => {
      report(10, 30);
      report(30, 30);
      return 'engine';
    });
    const seen: Array<[number, number]> = [];
    loader.onBytes(({ done, total }) => seen.push([done, total]));
    await loader.get();
    expect(seen).toEqual([
      [10, 30],
      [30, 30],
    ]);
    expect(loader.bytes).toEqual({ done: 30, total: 30 });
  });
});

/** A fetch answering with a body streamed in the given chunks. */
const streamingFetch = (chunks: number[], contentLength?: number, status = 200) =>
  (async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          chunks.forEach((size, i) => controller.enqueue(new Uint8Array(size).fill(i + 1)));
          controller.close();
        },
      }),
      { status, headers: contentLength === undefined ? {} : { 'content-length': String(contentLength) } },
    )) as unknown as typeof fetch;

describe('fetchWithProgress', () => {
  it('reports bytes as chunks arrive and returns the whole file', async () => {
    const seen: Array<[number, number]> = [];
    const buffer = await fetchWithProgress('/engines/x/a.wasm', (done, total) => seen.push([done, total]), { fetchImpl: streamingFetch([4, 4, 2], 10) });
    expect(seen).toEqual([
      [0, 10],
      [4, 10],
      [8, 10],
      [10, 10],
    ]);
    expect([...new Uint8Array(buffer)]).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3]);
  });

  it('uses the manifest size when the server sends no Content-Length', async () => {
    const seen: number[] = [];
    await fetchWithProgress('/engines/x/a.wasm', (_done, total) => seen.push(total), { expectedBytes: 100, fetchImpl: streamingFetch([5]) });
    expect(seen).toEqual([100, 100]);
  });

  it('fails with a translatable error on HTTP errors and cut-off bodies', async () => {
    await expect(fetchWithProgress('/x', () => {}, { fetchImpl: streamingFetch([1], undefined, 404) })).rejects.toMatchObject({ key: 'errors.engineDownload' });
    await expect(fetchWithProgress('/x', () => {}, { fetchImpl: streamingFetch([4], 10) })).rejects.toMatchObject({ key: 'errors.engineDownload' });
  });
  it("fails on the host's HTML page in place of an engine file, and on a body refused at its end (the service worker's hash check)", async () => {
    const page = (async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })) as unknown as typeof fetch;
    await expect(fetchWithProgress('/engines/x/a.wasm', () => {}, { fetchImpl: page })).rejects.toMatchObject({ key: 'errors.engineDownload' });
    const refused = (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.error(new TypeError('does not match the hash this version pinned'));
          },
        }),
      )) as unknown as typeof fetch;
    await expect(fetchWithProgress('/engines/x/a.wasm', () => {}, { fetchImpl: refused })).rejects.toMatchObject({ key: 'errors.engineDownload' });
  });

  it('checks the bytes against the pinned SHA-256 itself, and says a different file does not match this version', async () => {
    const pinned = `sha256-${createHash('sha256').update(new Uint8Array([1, 1, 1, 1, 2, 2])).digest('base64')}`;
    const headers: (string | null)[] = [];
    const recording = (chunks: number[]) =>
      (async (url: string, init?: RequestInit) => {
        headers.push(new Headers(init?.headers).get(PAGE_CHECKS_HEADER));
        return streamingFetch(chunks, 6)(url, init);
      }) as typeof fetch;
    const buffer = await fetchWithProgress('/engines/x/a.wasm', () => {}, { integrity: pinned, fetchImpl: recording([4, 2]) });
    expect(buffer.byteLength).toBe(6);
    // Same size, other bytes: a tampered copy.
    await expect(fetchWithProgress('/engines/x/a.wasm', () => {}, { integrity: pinned, fetchImpl: recording([3, 3]) })).rejects.toMatchObject({ key: 'errors.engineMismatch' });
    // The service worker is told the page checks these bytes itself (so it hands them on unaltered).
    expect(headers).toEqual(['1', '1']);
  });

  it('checks the decoded file when the served one is packed (the pin is of what the engine runs)', async () => {
    const file = new Uint8Array([1, 1, 1, 1, 2, 2]);
    const pinned = `sha256-${createHash('sha256').update(file).digest('base64')}`;
    const unpack = async (served: ArrayBuffer) => new Uint8Array([...new Uint8Array(served), 2, 2]).buffer;
    const decoded = await fetchWithProgress('/engines/x/a.wasm.gzip', () => {}, { integrity: pinned, decode: unpack, fetchImpl: streamingFetch([4], 4) });
    expect(new Uint8Array(decoded)).toEqual(file);
    await expect(fetchWithProgress('/engines/x/a.wasm.gzip', () => {}, { integrity: pinned, decode: unpack, fetchImpl: streamingFetch([3, 1], 4) })).rejects.toMatchObject({ key: 'errors.engineMismatch' });
  });

  it('takes a body sent with a Content-Encoding whole, though Content-Length counts the encoded bytes', async () => {
    const encoded = (async () => new Response(new Uint8Array(10), { headers: { 'content-length': '4', 'content-encoding': 'br' } })) as unknown as typeof fetch;
    expect((await fetchWithProgress('/engines/x/a.js', () => {}, { fetchImpl: encoded })).byteLength).toBe(10);
  });

  it('says the engine could not be downloaded when the request itself fails', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchWithProgress('/engines/x/a.wasm', () => {}, { fetchImpl: offline })).rejects.toMatchObject({ key: 'errors.engineDownload' });
  });
});
