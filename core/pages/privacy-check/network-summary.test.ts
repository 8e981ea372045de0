import { describe, expect, it } from 'vitest';
import type { MeasuredRequest } from '../../network/network-messages';
import { isOtherHost, shownAddress, summarize } from './network-summary';

const origin = 'https://localbox.example';
const request = (source: string, url: string, transferSize: number): MeasuredRequest => ({ source, url, initiatorType: 'fetch', transferSize, decodedBodySize: transferSize, startTime: 0 });

describe('privacy check figures', () => {
  it('counts requests, bytes over the network and requests to other hosts, by context', () => {
    const summary = summarize(
      [request('page', `${origin}/assets/a.js`, 100), request('worker', `${origin}/engines/m.onnx`, 5000), request('page', 'https://cdn.example/x.js', 7), request('page', 'data:image/png;base64,AA', 0)],
      origin,
    );
    expect(summary.requests).toBe(4);
    expect(summary.transferred).toBe(5107);
    expect(summary.otherHosts.map((r) => r.url)).toEqual(['https://cdn.example/x.js']);
    expect(summary.bySource).toEqual([
      { source: 'page', requests: 3, transferred: 107 },
      { source: 'worker', requests: 1, transferred: 5000 },
    ]);
  });

  it('treats only our origin and local addresses as staying here', () => {
    expect(isOtherHost(`${origin}:8443/x`, origin)).toBe(true);
    expect(isOtherHost('blob:https://localbox.example/1', origin)).toBe(false);
    expect(shownAddress(`${origin}/a?b=1`, origin)).toBe('/a?b=1');
    expect(shownAddress('https://evil.example/a', origin)).toBe('https://evil.example/a');
  });
});
