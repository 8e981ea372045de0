/**
 * The service worker's check of engine files, a workbox plugin on the /engines/ route: a response is
 * handed on (and so cached) only if it is the file this build pinned (core/build/engine-integrity.ts).
 * An HTML page (a host's fallback for a missing file) or a path this version does not have becomes a
 * 404; bytes that differ from the pinned SHA-256 reach the page as they arrive (its download progress
 * stays live) but the stream fails at its end, so neither the engine nor the cache accepts them. A
 * request marked as checked by the page gets its bytes unaltered (the page refuses them with a
 * message of its own) and is kept only if they match.
 *
 * workbox-build writes this object into sw.js as source text and takes only workbox's own callback
 * names: the one function uses nothing but its arguments and the worker's globals (its state lives on
 * `self`), and is a function expression (a method's shorthand would not survive that copy).
 */
interface EngineScope {
  /** The worker's registration: its scope is the app's base (`https://host/` or `https://host/tools/`). */
  registration: { scope: string };
  /** Set by the script the worker imports (engine-integrity.js): where the table is and its hash. */
  localboxEngineIntegrity?: { table: string; integrity: string };
  /** The table, fetched once per worker (forgotten after a failure, so the next request tries again). */
  localboxEngineHashes?: Promise<Record<string, string>> | null;
  /** Requests the page checks itself (by URL): whether their bytes match, for the cache's decision. */
  localboxEngineVerdicts?: Map<string, Promise<boolean>>;
}

export const engineIntegrityPlugin = {
  fetchDidSucceed: async function ({ request, response }: { request: Request; response: Response }): Promise<Response> {
    if (!response.ok || !response.body) return response;
    const scope = self as typeof self & EngineScope;
    // The table names files from the app's root (/engines/…), whatever prefix the app is served under.
    const path = `/${new URL(request.url).pathname.slice(new URL(scope.registration.scope).pathname.length)}`;
    const refuse = (why: string) => new Response(`${why}\n`, { status: 404, statusText: why, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    if (/text\/html/i.test(response.headers.get('Content-Type') ?? '')) return refuse(`${path}: the server answered with a page, not the engine file`);

    const pin = scope.localboxEngineIntegrity;
    if (pin && !scope.localboxEngineHashes) {
      const loading = fetch(pin.table, { integrity: pin.integrity }).then((answer) => {
        if (!answer.ok) throw new TypeError(`Engine hashes: HTTP ${answer.status}`);
        return answer.json() as Promise<Record<string, string>>;
      });
      scope.localboxEngineHashes = loading;
      loading.catch(() => {
        if (scope.localboxEngineHashes === loading) scope.localboxEngineHashes = null;
      });
    }
    const hashes: Record<string, string> = (await scope.localboxEngineHashes) ?? {};
    const expected = hashes[path];
    if (!expected) return refuse(`${path} is no engine file of this version`);

    const [forPage, forHash] = response.body.tee();
    const matches = new Response(forHash)
      .arrayBuffer()
      .then((bytes) => crypto.subtle.digest('SHA-256', bytes))
      .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}` === expected)
      .catch(() => false);
    // The page checks these bytes itself (core/processing/engine-loader.ts) and says what is wrong:
    // they reach it as they are, and only the cache waits for the verdict (cacheWillUpdate).
    if (request.headers.get('X-Localbox-Engine-Check')) {
      (scope.localboxEngineVerdicts ??= new Map()).set(request.url, matches);
      return new Response(forPage, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    const verify = new TransformStream<Uint8Array, Uint8Array>({
      flush: async () => {
        if (!(await matches)) throw new TypeError(`${path} does not match the hash this version pinned: not used, not cached`);
      },
    });
    return new Response(forPage.pipeThrough(verify), { status: response.status, statusText: response.statusText, headers: response.headers });
  },
  cacheWillUpdate: async function ({ request, response }: { request: Request; response: Response }): Promise<Response | null> {
    const verdicts = (self as typeof self & EngineScope).localboxEngineVerdicts;
    const matches = verdicts?.get(request.url);
    if (!matches) return response;
    verdicts!.delete(request.url);
    return (await matches) ? response : null;
  },
};
