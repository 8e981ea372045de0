/** The ways a worker's own code could reach a server. */
export const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts'] as const;

/**
 * Takes the network away from a worker once it has loaded what it needs: each global is replaced
 * by `undefined`, non-writable and non-configurable, so nothing later in the worker can put it back.
 * A second line behind the CSP's connect-src, for hosts that do not send it.
 */
export function lockNetwork(scope: object = globalThis): void {
  for (const name of NETWORK_GLOBALS) {
    if (!(name in scope)) continue;
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // A property the platform made non-configurable stays; the CSP still covers it.
    }
  }
}
