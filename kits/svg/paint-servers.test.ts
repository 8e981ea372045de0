import { describe, expect, it } from 'vitest';
import { gradientCoordinates, hrefChain, MAX_HREF_DEPTH } from './paint-servers';

const viewport = { width: 200, height: 100 };

describe('gradientCoordinates', () => {
  it('takes the defaults for absent or empty attributes, the focal point at the centre', () => {
    const written: Record<string, string> = { cx: '25%', r: '' };
    expect(gradientCoordinates(false, (name) => written[name], false, viewport)).toEqual({ cx: 50, cy: 50, r: expect.closeTo(Math.hypot(200, 100) / Math.SQRT2 / 2, 6), fx: 50, fy: 50, fr: 0 });
    expect(gradientCoordinates(true, () => '', true, viewport)).toEqual({ x1: 0, y1: 0, x2: 1, y2: 0 });
  });
});

describe('hrefChain', () => {
  it('follows templates of the kind accepted, stopping at a loop and at its depth', () => {
    const next: Record<string, string> = { a: 'b', b: 'c', c: 'a' };
    expect(hrefChain('a', () => true, (node) => next[node])).toEqual(['a', 'b', 'c']);
    expect(hrefChain('a', (node) => node !== 'c', (node) => next[node])).toEqual(['a', 'b']);
    expect(hrefChain(0, () => true, (node) => node + 1)).toHaveLength(MAX_HREF_DEPTH);
  });
});
