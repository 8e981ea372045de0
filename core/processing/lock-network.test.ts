import { describe, expect, it } from 'vitest';
import { lockNetwork } from './lock-network';

describe('lockNetwork', () => {
  it('takes fetch, XMLHttpRequest, WebSocket and the rest away for good', () => {
    const scope: Record<string, unknown> = { fetch: () => 1, XMLHttpRequest: class {}, WebSocket: class {}, importScripts: () => 1, other: 5 };
    lockNetwork(scope);
    expect([scope.fetch, scope.XMLHttpRequest, scope.WebSocket, scope.importScripts]).toEqual([undefined, undefined, undefined, undefined]);
    expect(scope.other).toBe(5);
    expect(() => Object.defineProperty(scope, 'fetch', { value: () => 2 })).toThrow(TypeError);
    expect(scope.fetch).toBeUndefined();
  });
});
