import { describe, expect, it } from 'vitest';
import { confineNetworkToOrigin, lockNetwork } from './lock-network';

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

describe('confineNetworkToOrigin', () => {
  const makeScope = () => {
    const fetched: string[] = [];
    const opened: string[] = [];
    const imported: string[] = [];
    class FakeRequest {
      open(_method: string, url: string) {
        opened.push(url);
      }
    }
    const scope = {
      location: { href: 'https://localbox.test/assets/worker.js', origin: 'https://localbox.test' },
      fetch: async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return new Response('ok');
      },
      XMLHttpRequest: FakeRequest as unknown as typeof XMLHttpRequest,
      importScripts: (...urls: string[]) => void imported.push(...urls),
      WebSocket: class {},
      EventSource: class {},
    };
    return { scope, fetched, opened, imported };
  };

  it('lets our own origin, blob: URLs made here and data: URLs through', async () => {
    const { scope, fetched, opened, imported } = makeScope();
    confineNetworkToOrigin(scope);
    await scope.fetch('/engines/ffmpeg/core.wasm');
    await scope.fetch('blob:https://localbox.test/0b1c');
    await scope.fetch('data:application/octet-stream;base64,AA==');
    new scope.XMLHttpRequest().open('GET', 'https://localbox.test/models/small.onnx');
    scope.importScripts('/assets/codec.js');
    expect(fetched).toEqual(['/engines/ffmpeg/core.wasm', 'blob:https://localbox.test/0b1c', 'data:application/octet-stream;base64,AA==']);
    expect(opened).toEqual(['https://localbox.test/models/small.onnx']);
    expect(imported).toEqual(['/assets/codec.js']);
  });

  it('refuses every other host, for good, and drops the channels no engine uses', async () => {
    const { scope, fetched, opened, imported } = makeScope();
    confineNetworkToOrigin(scope);
    await expect(scope.fetch('https://evil.test/steal?d=1')).rejects.toThrow(/not on this site's origin/);
    await expect(scope.fetch(new Request('https://evil.test/x'))).rejects.toThrow(TypeError);
    await expect(scope.fetch('//evil.test/x')).rejects.toThrow(TypeError);
    await expect(scope.fetch('blob:https://evil.test/0b1c')).rejects.toThrow(TypeError);
    expect(() => new scope.XMLHttpRequest().open('POST', 'https://evil.test/')).toThrow(TypeError);
    expect(() => scope.importScripts('/assets/ok.js', 'https://evil.test/x.js')).toThrow(TypeError);
    expect([fetched, opened, imported]).toEqual([[], [], []]);
    expect([scope.WebSocket, scope.EventSource]).toEqual([undefined, undefined]);
    expect(() => Object.defineProperty(scope, 'fetch', { value: () => 2 })).toThrow(TypeError);
  });
});
