// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { svgToEps } from './eps-writer';
import { svg20 as svg } from './testing/colour-at';

/** The elements (index in document order) the writer asks to draw as pictures. */
const seeThrough = (body: string) => svgToEps(svg(body)).seeThroughOver;
const background = '<rect width="10" height="10" fill="#00f"/>';

describe('see-through paint over other paint is found (EPS can only blend on white)', () => {
  it('leaves see-through shapes over white alone, even beside others they only touch', () => {
    expect(seeThrough('<rect width="10" height="10" fill="#f00" fill-opacity=".5"/>')).toEqual([]);
    expect(seeThrough(`${background}<rect x="10" width="10" height="10" fill="#f00" opacity=".5"/>`)).toEqual([]);
    // Drawn first: what comes later is above it, not below.
    expect(seeThrough(`<rect width="10" height="10" fill="#f00" fill-opacity=".5"/>${background}`)).toEqual([]);
  });

  it('finds a see-through fill, stroke or element over an earlier shape, and a stroke over its own fill', () => {
    expect(seeThrough(`${background}<rect x="5" y="5" width="10" height="10" fill="#f00" fill-opacity=".5"/>`)).toEqual([1]);
    expect(seeThrough(`${background}<path d="M5 5H15" stroke="rgba(255,0,0,0.5)"/>`)).toEqual([1]);
    expect(seeThrough(`${background}<g><circle cx="10" cy="10" r="4" opacity=".5"/></g>`)).toEqual([2]);
    expect(seeThrough('<rect x="5" y="5" width="10" height="10" fill="#00f" stroke="#f00" stroke-width="4" stroke-opacity=".5"/>')).toEqual([0]);
  });

  it('names the outermost group with opacity: it is blended as a whole', () => {
    const group = (opacity: string) => `<g opacity="${opacity}"><rect x="5" y="5" width="10" height="10" fill="#f00"/><rect x="8" y="8" width="10" height="10" fill="#0f0"/></g>`;
    // Opaque children over white only: each blended on white gives the group's blend.
    expect(seeThrough(group('.5'))).toEqual([]);
    expect(seeThrough(`${background}${group('.5')}`)).toEqual([1]);
    expect(seeThrough(`<g opacity=".5"><rect width="10" height="10" fill="#00f"/><rect x="5" y="5" width="10" height="10" fill="#f00" fill-opacity=".5"/></g>`)).toEqual([0]);
  });

  it('leaves a marker\'s see-through content blended on white (no picture of the whole path for its tips)', () => {
    const marker = '<marker id="m" markerUnits="userSpaceOnUse" markerWidth="6" markerHeight="6" refX="3" refY="3"><circle cx="3" cy="3" r="3" fill="#00f" opacity=".8"/></marker>';
    expect(seeThrough(`${marker}<path d="M2 10H18" stroke="#0f0" stroke-width="4" marker-end="url(#m)"/>`)).toEqual([]);
  });

  it('leaves a see-through frame (a rectangle\'s stroke) around shapes it does not cross', () => {
    const frame = (x: number) => `<rect x="${x}" y="1" width="18" height="18" fill="none" stroke="#000" stroke-opacity=".5"/>`;
    expect(seeThrough(`<rect x="4" y="4" width="12" height="12" fill="#00f"/>${frame(1)}`)).toEqual([]);
    expect(seeThrough(`<rect x="4" y="4" width="12" height="12" fill="#00f"/>${frame(10)}`)).toEqual([1]);
  });

  it('does not take the root for a group (no picture can take its place)', () => {
    const text = svg(`${background}<rect x="5" y="5" width="10" height="10" fill="#f00" fill-opacity=".5"/>`).replace('<svg ', '<svg opacity=".5" ');
    expect(svgToEps(text).seeThroughOver).toEqual([1]);
  });

  it('follows transforms to where shapes are drawn', () => {
    expect(seeThrough(`${background}<rect width="5" height="5" fill="#f00" fill-opacity=".5" transform="translate(12 12)"/>`)).toEqual([]);
    expect(seeThrough(`${background}<g transform="translate(12 12)"><rect x="-8" y="-8" width="5" height="5" fill="#f00" fill-opacity=".5"/></g>`)).toEqual([2]);
  });
});
