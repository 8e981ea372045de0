// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveGradient } from './gradient';
import { markerPlacement } from './markers';
import { resolvePattern } from './pattern';
import { INITIAL_STYLE } from './style';
import { indexById, parseSvgTree } from './svg-tree';

const viewport = { width: 200, height: 100 };
const tree = (body: string) => indexById(parseSvgTree(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">${body}</svg>`));

describe('lengths with units, as the browser reads them', () => {
  it('a gradient vector in mm and in', () => {
    const byId = tree('<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="1in" x2="10mm" y2="50%"><stop offset="0"/></linearGradient>');
    expect(resolveGradient('g', byId, [], viewport, INITIAL_STYLE.color)?.coords).toEqual([96, 0, expect.closeTo(37.8, 1), 50]);
  });

  it('a pattern tile in pt', () => {
    const byId = tree('<pattern id="p" patternUnits="userSpaceOnUse" width="15pt" height="30pt"><rect width="1" height="1"/></pattern>');
    expect(resolvePattern('p', byId, undefined, viewport)).toMatchObject({ width: 20, height: 40 });
  });

  it('a marker size and reference point in mm and %', () => {
    const placement = markerPlacement({ markerWidth: '10mm', markerHeight: '10%', refX: '1in', markerUnits: 'userSpaceOnUse' }, { kind: 'start', x: 0, y: 0, angle: 0 }, 1, false, viewport);
    expect(placement?.clip).toEqual({ x: 0, y: 0, width: expect.closeTo(37.8, 1), height: 10 });
    expect(placement?.viewport[4]).toBe(-96);
  });
});
