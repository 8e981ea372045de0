/** The ways a worker's own code could reach a server. */
export const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts'] as const;

/**
 * Takes the network away from a worker once it has loaded what it needs: each global is replaced
 * by `undefined`, non-writable and non-configurable, so nothing later in the worker can put it back.
 * A second line behind the CSP's connect-src, for hosts that do not send it.
 */
export function lockNetwork(scope: object = globalThis): void {
  for (const name of NETWORK_GLOBALS) if (name in scope) seal(scope, name, undefined);
}

/** Fixes a global for good: non-writable, non-configurable. */
function seal(scope: object, name: string, value: unknown): void {
  try {
    Object.defineProperty(scope, name, { value, writable: false, configurable: false });
  } catch {
    // A property the platform made non-configurable stays; the CSP still covers it.
  }
}

/** The ways to reach a server that no engine of ours uses: gone from the start. */
const UNUSED_CHANNELS = ['WebSocket', 'EventSource', 'WebTransport'] as const;

interface ConfinableScope {
  location: { href: string; origin: string };
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
  importScripts?: (...urls: string[]) => void;
}

/** Our origin's URLs and local ones (blob: URLs made here carry our origin; data: URLs hold their bytes). */
export function isLocalUrl(url: string | URL, scope: ConfinableScope): boolean {
  const parsed = new URL(String(url), scope.location.href);
  return parsed.origin === scope.location.origin || parsed.protocol === 'data:';
}

function blocked(url: string): TypeError {
  return new TypeError(`Blocked: ${url} is not on this site's origin`);
}

/**
 * For workers that still load engines and codecs on demand (pool and engine workers): fetch,
 * XMLHttpRequest and importScripts keep working for our own origin only, and the channels no engine
 * needs are taken away. Like lockNetwork it cannot be undone, and it stands behind the CSP's connect-src.
 */
export function confineNetworkToOrigin(scope: ConfinableScope = globalThis as unknown as ConfinableScope): void {
  const ownFetch = scope.fetch?.bind(scope);
  if (ownFetch) {
    seal(scope, 'fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      return isLocalUrl(url, scope) ? ownFetch(input, init) : Promise.reject(blocked(url));
    });
  }
  const OwnRequest = scope.XMLHttpRequest;
  if (OwnRequest) {
    seal(
      scope,
      'XMLHttpRequest',
      class extends OwnRequest {
        open(method: string, url: string | URL, async = true, user?: string | null, password?: string | null): void {
          if (!isLocalUrl(url, scope)) throw blocked(String(url));
          super.open(method, url, async, user, password);
        }
      },
    );
  }
  const ownImportScripts = scope.importScripts?.bind(scope);
  if (ownImportScripts) {
    seal(scope, 'importScripts', (...urls: string[]) => {
      const outside = urls.find((url) => !isLocalUrl(url, scope));
      if (outside) throw blocked(outside);
      ownImportScripts(...urls);
    });
  }
  for (const name of UNUSED_CHANNELS) if (name in scope) seal(scope, name, undefined);
}
