// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { unclipVisibleMarkers } from './marker-overflow';
import { declaredValue } from './style-declarations';

/** jsdom computes no SVG styles: a declared overflow (else the UA's hidden) stands in for the browser's. */
const reader = { computed: (element: Element, property: string) => declaredValue(element, property) ?? 'hidden' };
const parse = (body: string) => new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">${body}</svg>`, 'image/svg+xml').documentElement;
const box = (marker: Element) => [marker.getAttribute('viewBox'), marker.getAttribute('markerWidth'), marker.getAttribute('markerHeight')];

describe('unclipVisibleMarkers', () => {
  it('widens a visible marker’s box around its content, keeping its scale', () => {
    const root = parse(`<marker id="a" overflow="visible" viewBox="0 0 10 5" markerWidth="20" markerHeight="20"><circle r="12"/></marker>`);
    unclipVisibleMarkers(root, reader);
    const [viewBox, width, height] = box(root.querySelector('marker')!);
    const [x, y, w, h] = viewBox!.split(' ').map(Number);
    expect(x).toBeLessThan(-12);
    expect(y).toBeLessThan(-12);
    expect(Number(width) / w).toBeCloseTo(2);
    expect(Number(height) / h).toBeCloseTo(4);
  });

  it('gives a marker without viewBox one of its own size first; inherit reads the root’s visible; hidden stays clipped', () => {
    const root = parse(`<marker id="a" overflow="inherit" markerWidth="6"><circle r="12"/></marker><marker id="b"><circle r="12"/></marker>`);
    unclipVisibleMarkers(root, reader);
    const [inherited, hidden] = Array.from(root.querySelectorAll('marker'));
    const [x, , w] = box(inherited)[0]!.split(' ').map(Number);
    expect(x).toBeLessThan(-12);
    expect(Number(inherited.getAttribute('markerWidth')) / w).toBeCloseTo(1);
    expect(box(hidden)).toEqual([null, null, null]);
  });
});
