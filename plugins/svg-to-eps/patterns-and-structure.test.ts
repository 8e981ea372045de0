// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { svgToEps } from './eps-writer';
import { markerVertices } from './markers';
import { toCommands } from './geometry';
import { colourAt, svg20 as svg } from './testing/colour-at';

const GREEN = '010';
const BLUE = '001';
const WHITE = '111';
/** A 10 × 10 tile: green top-left quarter, blue bottom-right quarter. */
const tile = (attributes: string) => `<pattern id="p" ${attributes}><rect width="5" height="5" fill="#00ff00"/><rect x="5" y="5" width="5" height="5" fill="#0000ff"/></pattern>`;

describe('patterns are PostScript tiling patterns', () => {
  it('repeats the tile in user space, offset by x and y and turned by patternTransform', () => {
    const plain = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" width="10" height="10"')}<rect width="20" height="20" fill="url(#p)"/>`));
    expect([plain(2, 2), plain(7, 7), plain(12, 12), plain(17, 17), plain(7, 2)]).toEqual([GREEN, BLUE, GREEN, BLUE, WHITE]);
    const shifted = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" x="5" width="10" height="10"')}<rect width="20" height="20" fill="url(#p)"/>`));
    expect([shifted(7, 2), shifted(2, 7)]).toEqual([GREEN, BLUE]);
    const scaled = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" width="10" height="10" patternTransform="scale(2)"')}<rect width="20" height="20" fill="url(#p)"/>`));
    expect([scaled(8, 8), scaled(12, 12)]).toEqual([GREEN, BLUE]);
    expect(svgToEps(svg(`${tile('width="1" height="1"')}<rect width="20" height="20" fill="url(#p)"/>`)).eps).toMatch(/makepattern setpattern/);
  });

  it('sizes the tile and its content by the shape box (objectBoundingBox), or by a viewBox', () => {
    const box = colourAt(svg(`<pattern id="p" width="0.5" height="0.5" patternContentUnits="objectBoundingBox"><rect width="0.25" height="0.25" fill="#00ff00"/></pattern><rect x="4" y="4" width="16" height="16" fill="url(#p)"/>`));
    expect([box(5, 5), box(10, 10), box(13, 5), box(2, 2)]).toEqual([GREEN, WHITE, GREEN, WHITE]);
    const viewBox = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" width="20" height="20" viewBox="0 0 10 10"')}<rect width="20" height="20" fill="url(#p)"/>`));
    expect([viewBox(5, 5), viewBox(15, 15), viewBox(15, 5)]).toEqual([GREEN, BLUE, WHITE]);
  });

  it('inherits attributes and content through href; a pattern inside its own content is not drawn again', () => {
    const linked = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" width="10" height="10"')}<pattern id="q" href="#p"/><rect width="20" height="20" fill="url(#q)"/>`));
    expect([linked(2, 2), linked(17, 17)]).toEqual([GREEN, BLUE]);
    const recursive = colourAt(svg(`<pattern id="p" patternUnits="userSpaceOnUse" width="10" height="10"><rect width="5" height="5" fill="url(#p)" stroke="#00ff00"/></pattern><rect width="20" height="20" fill="url(#p)"/>`));
    expect(recursive(2, 2)).toBe(WHITE);
  });

  it('paints nothing with a singular patternTransform, the fallback on a shape without a box', () => {
    const singular = colourAt(svg(`${tile('patternUnits="userSpaceOnUse" width="10" height="10" patternTransform="scale(0)"')}<rect width="20" height="20" fill="url(#p) #0000ff"/>`));
    expect(singular(2, 2)).toBe(WHITE);
    const line = colourAt(svg(`${tile('width="1" height="1"')}<line x1="0" y1="10" x2="20" y2="10" stroke="url(#p) #00ff00" stroke-width="4"/>`));
    expect(line(10, 10)).toBe(GREEN);
  });
});

describe('lengths, viewports and conditions', () => {
  it('reads mm, em, ex and % in shapes, stroke widths and dashes', () => {
    const at = colourAt(svg(`<g font-size="10"><rect x="0.5em" width="1ex" height="50%" fill="#00ff00"/></g><line x1="0" y1="15" x2="20" y2="15" stroke="#0000ff" stroke-width="1mm" stroke-dasharray="25% 25%"/>`));
    expect([at(6, 5), at(12, 5), at(6, 12), at(2, 15), at(7, 15), at(12, 15)]).toEqual([GREEN, WHITE, WHITE, BLUE, WHITE, BLUE]);
  });

  it('clips a nested svg and a symbol to their viewports unless overflow is visible', () => {
    const big = '<rect x="-10" y="-10" width="40" height="40" fill="#00ff00"/>';
    const nested = colourAt(svg(`<svg x="5" y="5" width="10" height="10">${big}</svg>`));
    expect([nested(10, 10), nested(2, 2)]).toEqual([GREEN, WHITE]);
    const visible = colourAt(svg(`<svg x="5" y="5" width="10" height="10" overflow="visible">${big}</svg>`));
    expect(visible(2, 2)).toBe(GREEN);
    const symbol = colourAt(svg(`<symbol id="s" viewBox="0 0 1 1"><rect width="1" height="1" fill="#0000ff"/>${big.replace('#00ff00', '#0000ff')}</symbol><use href="#s" x="10" width="10" height="10"/>`));
    expect([symbol(15, 5), symbol(5, 5), symbol(15, 15)]).toEqual([BLUE, WHITE, WHITE]);
  });

  it('follows a <use> whose href has any prefix bound to XLink, and href before xlink:href', () => {
    const used = '<rect id="r" width="10" height="20" fill="#00ff00"/><rect id="b" width="10" height="20" fill="#0000ff"/>';
    const prefixed = colourAt(svg(`${used}<use l:href="#r" x="10" xmlns:l="http://www.w3.org/1999/xlink"/>`));
    expect(prefixed(15, 10)).toBe(GREEN);
    const both = colourAt(svg(`${used}<use href="#r" xlink:href="#b" x="10" xmlns:xlink="http://www.w3.org/1999/xlink"/>`));
    expect(both(15, 10)).toBe(GREEN);
  });

  it('draws the first child of a switch that passes its conditions; systemLanguage matches the primary language', () => {
    const at = colourAt(
      svg(`<switch><rect width="20" height="20" fill="#0000ff" requiredExtensions="http://example.org/x"/><rect width="20" height="20" fill="#0000ff" systemLanguage="xx"/><rect width="20" height="20" fill="#00ff00" systemLanguage="ru, en-GB"/><rect width="20" height="20" fill="#0000ff"/></switch>`),
    );
    expect(at(10, 10)).toBe(GREEN);
    expect(colourAt(svg('<rect width="20" height="20" fill="#00ff00" systemLanguage="xx"/>'))(10, 10)).toBe(WHITE);
  });

  it('chooses the switch child as Chromium and the PDF do: a first <desc> is the choice, and it draws nothing', () => {
    expect(colourAt(svg('<switch><desc>d</desc><rect width="20" height="20" fill="#00ff00"/></switch>'))(10, 10)).toBe(WHITE);
    expect(colourAt(svg('<switch><rect width="20" height="20" fill="#0000ff" systemLanguage="xx"/><rect width="20" height="20" fill="#00ff00"/></switch>'))(10, 10)).toBe(GREEN);
  });

  it('leaves out what is inside an element in another language, references to it included', () => {
    const at = colourAt(svg('<defs systemLanguage="xx"><linearGradient id="g"><stop stop-color="#0000ff"/></linearGradient></defs><rect width="20" height="20" fill="url(#g) #00ff00"/>'));
    expect(at(10, 10)).toBe(GREEN);
  });

  it('an arc drawn as several cubics has no mid vertices between them', () => {
    const vertices = markerVertices(toCommands('M0 0A10 10 0 1 1 0 20L5 25'));
    expect(vertices.map((v) => v.kind)).toEqual(['start', 'mid', 'end']);
    expect([vertices[1].x, vertices[1].y].map(Math.round)).toEqual([0, 20]);
  });
});
