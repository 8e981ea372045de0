// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markerVertices, parseOrient } from './markers';
import { toCommands } from './geometry';
import { colourAt, svg20 as svg } from './testing/colour-at';

const GREEN = '010';
const WHITE = '111';
const full = (clip: string) => `<rect width="20" height="20" fill="#00ff00" clip-path="url(#${clip})"/>`;

describe('clip paths stay vector clips', () => {
  it('objectBoundingBox units follow the clipped element', () => {
    const at = colourAt(svg(`<clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.5" width="0.5" height="1"/></clipPath><rect x="10" width="10" height="10" fill="#00ff00" clip-path="url(#c)"/>`));
    expect([at(12, 5), at(17, 5), at(5, 5)]).toEqual([WHITE, GREEN, WHITE]);
  });

  it('resolves a clip shape\'s lengths as a drawn shape\'s (50% of a 20 px viewport is 10)', () => {
    const at = colourAt(svg(`<clipPath id="c"><rect width="50%" height="100%"/></clipPath>${full('c')}`));
    expect([at(5, 10), at(15, 10)]).toEqual([GREEN, WHITE]);
  });

  it('measures an objectBoundingBox clip on the box of a shape sized in %', () => {
    const at = colourAt(svg(`<clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath><rect width="100%" height="100%" fill="#00ff00" clip-path="url(#c)"/>`));
    expect([at(5, 10), at(15, 10)]).toEqual([GREEN, WHITE]);
  });

  it('a union of children, each with its own clip-rule', () => {
    const ring = 'M0 0H10V10H0Z M3 3H7V7H3Z';
    const at = colourAt(svg(`<clipPath id="c"><path d="${ring}" clip-rule="evenodd"/><rect x="12" y="12" width="6" height="6"/></clipPath>${full('c')}`));
    expect([at(1, 1), at(5, 5), at(15, 15), at(15, 5)]).toEqual([GREEN, WHITE, GREEN, WHITE]);
  });

  it('intersects a clip-path on the clipPath and on its children; a reference back into itself is ignored', () => {
    const at = colourAt(
      svg(`<clipPath id="half"><rect width="20" height="10"/></clipPath><clipPath id="left" clip-path="url(#half)"><rect width="10" height="20" clip-path="url(#left)"/></clipPath>${full('left')}`),
    );
    expect([at(5, 5), at(15, 5), at(5, 15)]).toEqual([GREEN, WHITE, WHITE]);
  });

  it('an empty clip path hides the element; one with display=none clips nothing (as in Chromium)', () => {
    expect(colourAt(svg(`<clipPath id="c"/>${full('c')}`))(10, 10)).toBe(WHITE);
    expect(colourAt(svg(`<clipPath id="c" display="none"><rect width="1" height="1"/></clipPath>${full('c')}`))(10, 10)).toBe(GREEN);
  });

  it('clips with a clip-path on the root element', () => {
    const at = colourAt(svg('<rect width="20" height="20" fill="#00ff00"/>').replace('<svg ', '<svg clip-path="url(#c)" ').replace('><rect', '><clipPath id="c"><rect width="10" height="20"/></clipPath><rect'));
    expect([at(5, 10), at(15, 10)]).toEqual([GREEN, WHITE]);
  });
});

describe('markers and paint-order', () => {
  it('puts markers at the vertices, turned with orient="auto" (the bisector in the middle)', () => {
    const vertices = markerVertices(toCommands('M0 0L10 0L10 10'));
    expect(vertices.map((v) => [v.kind, v.x, v.y, v.angle])).toEqual([
      ['start', 0, 0, 0],
      ['mid', 10, 0, 45],
      ['end', 10, 10, 90],
    ]);
    expect([parseOrient('0.25turn'), parseOrient('200grad'), parseOrient('auto'), parseOrient('bad')]).toEqual([90, 180, 'auto', 0]);
  });

  it('draws marker content scaled by the stroke width and clipped to the marker viewport', () => {
    const marker = '<marker id="m" markerWidth="2" markerHeight="2" refX="1" refY="1"><rect x="-5" y="-5" width="20" height="20" fill="#00ff00"/></marker>';
    const at = colourAt(svg(`${marker}<path d="M4 10H16" stroke="#000" stroke-width="2" marker-end="url(#m)"/>`));
    expect([at(15, 10), at(17, 10), at(19, 10), at(10, 10)]).toEqual([GREEN, GREEN, WHITE, '000']);
  });

  it('paints the stroke under the fill with paint-order="stroke"', () => {
    const rect = (order: string) => colourAt(svg(`<rect x="5" y="5" width="10" height="10" fill="#00ff00" stroke="#000" stroke-width="4" paint-order="${order}"/>`))(6, 6);
    expect([rect('stroke'), rect('normal')]).toEqual([GREEN, '000']);
  });
});
