// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { normaliseMarkers, plainOrient } from './marker-normalise';

describe('plainOrient', () => {
  it('writes angles in degrees and a missing or invalid orient as 0', () => {
    expect([plainOrient(null), plainOrient('auto'), plainOrient('0.25turn'), plainOrient('40grad'), plainOrient('-45'), plainOrient('qwe')]).toEqual(['0', 'auto', '90', '36', '-45', '0']);
    expect(Number(plainOrient('1.5rad'))).toBeCloseTo(85.94, 2);
  });
});

describe('normaliseMarkers', () => {
  it('gives a userSpaceOnUse marker a copy per stroke width, shrunk by it, and drops a marker drawn inside itself', () => {
    const root = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg"><marker id="m" markerUnits="userSpaceOnUse" markerWidth="40" markerHeight="20"><path id="inner" d="M0 0"/></marker><path id="a" d="M0 0L10 10"/></svg>`,
      'image/svg+xml',
    ).documentElement;
    const computed: Record<string, Record<string, string>> = { a: { 'marker-start': 'url("#m")', 'stroke-width': '4px' }, inner: { 'marker-end': 'url("#m")', 'stroke-width': '1px' } };
    normaliseMarkers(root, { computed: (element, property) => computed[element.id]?.[property] ?? 'none' });
    const copy = root.querySelector(root.querySelector('#a')!.getAttribute('marker-start')!.slice(4, -1))!;
    expect(['markerWidth', 'markerHeight', 'viewBox', 'orient'].map((name) => copy.getAttribute(name))).toEqual(['10', '5', '0 0 40 20', '0']);
    expect(copy.hasAttribute('markerUnits')).toBe(false);
    expect(root.querySelector('#inner')!.getAttribute('marker-end')).toBe('none');
  });
});
