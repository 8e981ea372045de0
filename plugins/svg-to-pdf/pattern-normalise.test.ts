// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Box } from '../../kits/svg/view-box';
import { normalisePatterns } from './pattern-normalise';

const parse = (body: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`, 'image/svg+xml').documentElement;
const viewport = { width: 200, height: 100 };

/** Fills as the browser computes them (an element's own fill attribute) and fixed boxes per id. */
const reader = (boxes: Record<string, Box>) => ({
  computed: (element: Element, property: string) => (property === 'fill' ? (element.getAttribute('fill') ?? 'none').replace(/url\(#([^)]*)\)/, 'url("#$1")') : ''),
  box: (element: Element) => boxes[element.id] ?? { x: 0, y: 0, width: 0, height: 0 },
});

describe('normalisePatterns', () => {
  it('gives each shape a copy of its pattern in user units, the tile offset in patternTransform, content scaled by the viewBox', () => {
    const root = parse(`<pattern id="base" viewBox="0 0 10 10" width="0.5" height="0.25"><rect id="c" width="5" height="5"/></pattern>
      <pattern id="p" xlink:href="#base" x="0.1" patternTransform="rotate(45)"/>
      <rect id="a" fill="url(#p)"/><rect id="b" fill="url(#p)"/>`);
    normalisePatterns(root, reader({ a: { x: 10, y: 20, width: 100, height: 40 }, b: { x: 0, y: 0, width: 20, height: 20 } }), viewport);
    const copy = root.querySelector(root.querySelector('#a')!.getAttribute('fill')!.slice(4, -1))!;
    expect(copy.getAttribute('patternUnits')).toBe('userSpaceOnUse');
    expect(['x', 'y', 'width', 'height'].map((name) => Number(copy.getAttribute(name)))).toEqual([0, 0, 50, 10]);
    expect(copy.getAttribute('patternTransform')).toBe('rotate(45) translate(20 20)');
    // A 10×10 viewBox into a 50×10 tile, centred: scale 1, moved 20 right.
    expect(copy.querySelector('g')!.getAttribute('transform')).toBe('matrix(1 0 0 1 20 0)');
    expect(copy.querySelector('rect')!.hasAttribute('id')).toBe(false);
    expect(root.querySelector('#b')!.getAttribute('fill')).not.toBe(root.querySelector('#a')!.getAttribute('fill'));
  });

  it('paints nothing for a pattern without size or content, or one its own content fills with', () => {
    const root = parse(`<pattern id="empty" width="10" height="10" patternUnits="userSpaceOnUse"/>
      <pattern id="flat" height="10" patternUnits="userSpaceOnUse"><rect/></pattern>
      <pattern id="loop" width="10" height="10" patternUnits="userSpaceOnUse"><rect id="inner" fill="url(#loop)"/></pattern>
      <rect id="a" fill="url(#empty)"/><rect id="b" fill="url(#flat)"/><rect id="c" fill="url(#loop)"/>`);
    normalisePatterns(root, reader({ inner: { x: 0, y: 0, width: 5, height: 5 } }), viewport);
    expect(['a', 'b', 'inner'].map((id) => root.querySelector(`#${id}`)!.getAttribute('style'))).toEqual([';fill:none', ';fill:none', ';fill:none']);
    expect(root.querySelector('#c')!.getAttribute('fill')).toMatch(/^url\(#loop--localbox-\d\)$/);
  });
});
