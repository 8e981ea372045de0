// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseColour, parsePaint } from './colour';
import { colourAt, svg20 as svg } from './testing/colour-at';

const GREEN = '010';
const BLUE = '001';
const WHITE = '111';
const BLACK = '000';

describe('paints Chromium reads as invalid fall back to the inherited one', () => {
  it('rgb() with commas mixing numbers and percentages; url() with a fallback that does not parse', () => {
    expect(parseColour('rgba(0, 50%, 0, 0.5)')).toBeUndefined();
    expect(parseColour('rgb(0 50% 0 / 0.5)')).toEqual({ r: 0, g: 127.5, b: 0, a: 0.5 });
    expect(parsePaint('url(#g) green icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)')).toBeUndefined();
    expect(parsePaint('url(#g) green')).toEqual({ kind: 'url', id: 'g', fallback: { kind: 'colour', colour: { r: 0, g: 128, b: 0, a: 1 } } });
    expect(colourAt(svg('<rect width="20" height="20" fill="rgba(0, 50%, 0, 0.5)"/>'))(10, 10)).toBe(BLACK);
  });
});

describe('context-fill and context-stroke', () => {
  it('paint the <use> element\'s fill and stroke, through nested <use>s; nothing without a context', () => {
    const rect = '<defs><rect id="r" x="2" y="2" width="16" height="16" fill="context-stroke" stroke="context-fill" stroke-width="2"/></defs>';
    const at = colourAt(svg(`${rect}<use id="inner" href="#r" fill="context-fill" stroke="context-stroke"/><use href="#inner" fill="#00f" stroke="#0f0"/>`));
    expect([at(10, 10), at(2, 10)]).toEqual([GREEN, BLUE]);
    expect(colourAt(svg('<rect width="20" height="20" fill="context-fill"/>'))(10, 10)).toBe(WHITE);
  });

  it('paint a marker\'s content with the marked shape\'s paints', () => {
    const marker = '<marker id="m" markerWidth="6" markerHeight="6" refX="3" refY="3" markerUnits="userSpaceOnUse"><rect width="6" height="6" fill="context-stroke"/></marker>';
    const at = colourAt(svg(`${marker}<path d="M4 10H16" stroke="#00f" stroke-width="1" marker-end="url(#m)"/>`));
    expect(at(17, 8)).toBe(BLUE);
  });
});

describe('more painting rules as Chromium draws them', () => {
  it('a marker with overflow="inherit" takes its parent\'s overflow (visible by default)', () => {
    const marker = '<marker id="m" overflow="inherit" markerWidth="2" markerHeight="2"><rect x="-4" y="-4" width="8" height="8" fill="#00f"/></marker>';
    const at = colourAt(svg(`${marker}<path d="M10 10H11" stroke="none" marker-start="url(#m)"/>`));
    expect([at(8, 8), at(11, 11)]).toEqual([BLUE, BLUE]);
  });

  it('a bounding-box gradient on a line with no area paints the fallback colour', () => {
    const gradient = '<linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#f10"/></linearGradient>';
    expect(colourAt(svg(`${gradient}<line x1="10" y1="0" x2="10" y2="20" stroke="url(#g) #0f0" stroke-width="4"/>`))(10, 10)).toBe(GREEN);
  });

  it('fill-opacity reaches a pattern\'s content (blended on white)', () => {
    const pattern = '<pattern id="p" patternUnits="userSpaceOnUse" width="20" height="20"><rect width="20" height="20" fill="#000"/></pattern>';
    const half = colourAt(svg(`${pattern}<rect width="20" height="20" fill="url(#p)" fill-opacity="0.2"/>`))(10, 10);
    expect(half).toBe(WHITE);
  });

  it('a clip path in objectBoundingBox units ignores children with display="none" in the box', () => {
    const clip = '<clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath>';
    const at = colourAt(svg(`${clip}<g clip-path="url(#c)"><rect width="20" height="20" fill="#f00" display="none"/><rect x="10" width="10" height="20" fill="#0f0"/></g>`));
    expect([at(12, 10), at(17, 10)]).toEqual([GREEN, WHITE]);
  });

  it('draws no <use> that is part of a cycle of references', () => {
    const at = colourAt(svg('<g id="g1"><use href="#g1" x="8"/><rect width="6" height="6" fill="#0f0"/></g>'));
    expect([at(3, 3), at(11, 3)]).toEqual([GREEN, WHITE]);
    const indirect = colourAt(svg('<g id="g1"><use href="#u2"/><rect width="6" height="6" fill="#0f0"/></g><use id="u2" href="#g1" x="8"/>'));
    expect([indirect(3, 3), indirect(11, 3)]).toEqual([GREEN, WHITE]);
  });
});
