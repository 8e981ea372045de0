/**
 * The service worker's check of engine files, a workbox plugin on the /engines/ route: a response is
 * handed on (and so cached) only if it is the file this build pinned (core/build/engine-integrity.ts).
 * An HTML page (a host's fallback for a missing file) or a path this version does not have becomes a
 * 404; bytes that differ from the pinned SHA-256 reach the page as they arrive (its download progress
 * stays live) but the stream fails at its end, so neither the engine nor the cache accepts them.
 *
 * workbox-build writes this object into sw.js as source text and takes only workbox's own callback
 * names: the one function uses nothing but its arguments and the worker's globals (its state lives on
 * `self`), and is a function expression (a method's shorthand would not survive that copy).
 */
interface EngineScope {
  /** Set by the script the worker imports (engine-integrity.js): where the table is and its hash. */
  localboxEngineIntegrity?: { table: string; integrity: string };
  /** The table, fetched once per worker (forgotten after a failure, so the next request tries again). */
  localboxEngineHashes?: Promise<Record<string, string>> | null;
}

export const engineIntegrityPlugin = {
  fetchDidSucceed: async function ({ request, response }: { request: Request; response: Response }): Promise<Response> {
    if (!response.ok || !response.body) return response;
    const scope = self as typeof self & EngineScope;
    const path = new URL(request.url).pathname;
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
    const actual = new Response(forHash)
      .arrayBuffer()
      .then((bytes) => crypto.subtle.digest('SHA-256', bytes))
      .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`)
      .catch(() => 'unread');
    const verify = new TransformStream<Uint8Array, Uint8Array>({
      flush: async () => {
        if ((await actual) !== expected) throw new TypeError(`${path} does not match the hash this version pinned: not used, not cached`);
      },
    });
    return new Response(forPage.pipeThrough(verify), { status: response.status, statusText: response.statusText, headers: response.headers });
  },
};
