import { ProcessingError } from './errors';

export type EngineState = 'not-loaded' | 'loading' | 'loaded';

/** Bytes of an engine download so far; `total` is 0 when unknown. */
export interface ByteProgress {
  done: number;
  total: number;
}

export interface EngineLoader<T> {
  readonly state: EngineState;
  /** Byte progress of the current (or last) load. */
  readonly bytes: ByteProgress;
  /** Loads once; concurrent callers share the same load; a failed load resets so the next call retries. */
  get(): Promise<T>;
  /** Forgets the loaded engine (e.g. after terminate) so the next get() loads again. */
  reset(): void;
  subscribe(listener: (state: EngineState) => void): () => void;
  /** Called with byte progress while loading (for "Downloading engine: 12 of 31 MB"). */
  onBytes(listener: (progress: ByteProgress) => void): () => void;
}

/**
 * Wraps an engine's load (fetch + compile) so it happens once per page or worker: concurrent
 * callers share one load, a failure resets so the next call retries, and the load may report the
 * bytes it fetched (`report`, e.g. passed to fetchWithProgress).
 */
export function createEngineLoader<T>(load: (report: (done: number, total: number) => void) => Promise<T>): EngineLoader<T> {
  let state: EngineState = 'not-loaded';
  let pending: Promise<T> | null = null;
  let bytes: ByteProgress = { done: 0, total: 0 };
  const listeners = new Set<(state: EngineState) => void>();
  const byteListeners = new Set<(progress: ByteProgress) => void>();
  const setState = (next: EngineState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  return {
    get state() {
      return state;
    },
    get bytes() {
      return bytes;
    },
    get() {
      if (pending) return pending;
      setState('loading');
      bytes = { done: 0, total: 0 };
      const report = (done: number, total: number) => {
        if (pending !== attempt) return;
        bytes = { done, total };
        for (const listener of byteListeners) listener(bytes);
      };
      const attempt: Promise<T> = Promise.resolve()
        .then(() => load(report))
        .then(
          (engine) => {
            if (pending === attempt) setState('loaded');
            return engine;
          },
          (error: unknown) => {
            if (pending === attempt) {
              pending = null;
              setState('not-loaded');
            }
            throw error;
          },
        );
      pending = attempt;
      return attempt;
    },
    reset() {
      pending = null;
      setState('not-loaded');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onBytes(listener) {
      byteListeners.add(listener);
      return () => byteListeners.delete(listener);
    },
  };
}

/**
 * Fails with 'errors.engineDownload' on an HTTP error, or on a page where an engine file was asked
 * for (a host answering a missing file with the app's HTML).
 */
export function checkEngineResponse(response: Response, url: string): void {
  if (!response.ok) throw new ProcessingError('errors.engineDownload', `Engine download failed: ${url} (HTTP ${response.status})`);
  if (/text\/html/i.test(response.headers.get('content-type') ?? '')) {
    throw new ProcessingError('errors.engineDownload', `Engine download failed: ${url} is a page, not the engine file (missing on the server?)`);
  }
}

/** Sent with a request whose bytes the page checks itself: the service worker then hands them on as they are (and keeps them only if they match). */
export const PAGE_CHECKS_HEADER = 'X-Localbox-Engine-Check';

/** SHA-256 of `bytes` as subresource integrity writes it (`sha256-<base64>`). */
async function sriSha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

/**
 * Fails with 'errors.engineMismatch' unless `bytes` are the file this version pinned (`integrity`):
 * the one check every engine file goes through, wherever it is fetched.
 */
export async function checkEngineBytes(bytes: ArrayBuffer, integrity: string, url: string): Promise<void> {
  const actual = await sriSha256(bytes);
  if (actual !== integrity) throw new ProcessingError('errors.engineMismatch', `Engine file does not match this version: ${url} (${actual}, expected ${integrity})`);
}

export interface FetchEngineOptions {
  /** Stands in for a missing Content-Length (the manifest's engine size). */
  expectedBytes?: number;
  /** The SHA-256 the build pinned (`sha256-<base64>`). */
  integrity?: string;
  /** Turns the bytes as served into the file `integrity` pins (e.g. unpacks a gzipped wasm). */
  decode?: (bytes: ArrayBuffer) => Promise<ArrayBuffer>;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Fetches a file (an engine's wasm or model) from the app's own origin, reporting bytes as they
 * arrive. Fails with a translatable 'errors.engineDownload' on an HTTP error or a cut-off body, and
 * with 'errors.engineMismatch' when `integrity` is given and the (decoded) bytes differ: checked
 * here, so it holds whether or not a service worker controls the page.
 */
export async function fetchWithProgress(
  url: string,
  onBytes: (done: number, total: number) => void,
  { expectedBytes = 0, integrity, decode, signal, fetchImpl = fetch }: FetchEngineOptions = {},
): Promise<ArrayBuffer> {
  const served = await download(url, onBytes, expectedBytes, fetchImpl, { signal, headers: integrity ? { [PAGE_CHECKS_HEADER]: '1' } : undefined });
  const bytes = decode ? await decode(served) : served;
  if (integrity) await checkEngineBytes(bytes, integrity, url);
  return bytes;
}

async function download(url: string, onBytes: (done: number, total: number) => void, expectedBytes: number, fetchImpl: typeof fetch, init: RequestInit): Promise<ArrayBuffer> {
  const response = await fetchImpl(url, init).catch((error: unknown) => {
    if (init.signal?.aborted) throw error;
    throw new ProcessingError('errors.engineDownload', `Engine download failed: ${url} (${String(error)})`);
  });
  checkEngineResponse(response, url);
  // With a Content-Encoding, Content-Length counts the encoded bytes while the body arrives decoded.
  const header = response.headers.has('content-encoding') ? 0 : Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : expectedBytes;
  if (!response.body) {
    const buffer = await response.arrayBuffer();
    onBytes(buffer.byteLength, total || buffer.byteLength);
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let done = 0;
  onBytes(0, total);
  for (;;) {
    const { value, done: finished } = await reader.read().catch((error: unknown) => {
      throw new ProcessingError('errors.engineDownload', `Engine download failed: ${url} (${String(error)})`);
    });
    if (finished) break;
    chunks.push(value);
    done += value.byteLength;
    onBytes(done, Math.max(total, done));
  }
  if (header > 0 && done !== header) throw new ProcessingError('errors.engineDownload', `Engine download cut off: ${url} (${done} of ${header} bytes)`);
  const out = new Uint8Array(done);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}
