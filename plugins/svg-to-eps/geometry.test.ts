import { describe, expect, it } from 'vitest';
import { parseColour, parsePaint, flattenOnWhite } from './colour';
import { shapeToPathData, toCommands, type LengthResolver } from './geometry';
import { parseUserLength } from '../../kits/svg/length';

const lengths: LengthResolver = (value, axis) => parseUserLength(value, { width: 100, height: 100 }, axis);
import { viewBoxMatrix } from '../../kits/svg/view-box';
import { multiply, parseTransform } from './matrix';

const close = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 6));

describe('transforms', () => {
  it('parses translate, scale, rotate about a point, skew and matrix, applied left to right', () => {
    close(parseTransform('translate(10 20)')!, [1, 0, 0, 1, 10, 20]);
    close(parseTransform('scale(2)')!, [2, 0, 0, 2, 0, 0]);
    close(parseTransform('rotate(90 10 10)')!, [0, 1, -1, 0, 20, 0]);
    close(parseTransform('skewX(45)')!, [1, 0, 1, 1, 0, 0]);
    close(parseTransform('translate(5,0) scale(2,3)')!, [2, 0, 0, 3, 5, 0]);
    close(parseTransform('matrix(1 2 3 4 5 6)')!, [1, 2, 3, 4, 5, 6]);
  });

  it('gives undefined for a transform SVG would ignore', () => {
    expect(parseTransform('rotate(1 2)')).toBeUndefined();
    expect(parseTransform('translate(1) nonsense')).toBeUndefined();
    expect(parseTransform('scale(x)')).toBeUndefined();
  });

  it('multiplies in SVG nesting order', () => {
    close(multiply([1, 0, 0, 1, 10, 0], [2, 0, 0, 2, 0, 0]), [2, 0, 0, 2, 10, 0]);
  });

  it('maps a viewBox with preserveAspectRatio', () => {
    close(viewBoxMatrix({ minX: 0, minY: 0, width: 16, height: 16 }, 32, 32), [2, 0, 0, 2, 0, 0]);
    close(viewBoxMatrix({ minX: 0, minY: 0, width: 10, height: 10 }, 40, 20), [2, 0, 0, 2, 10, 0]);
    close(viewBoxMatrix({ minX: 0, minY: 0, width: 10, height: 10 }, 40, 20, 'xMinYMin slice'), [4, 0, 0, 4, 0, 0]);
    close(viewBoxMatrix({ minX: 5, minY: 5, width: 10, height: 10 }, 40, 20, 'none'), [4, 0, 0, 2, -20, -10]);
  });
});

describe('colours', () => {
  it('reads hex, rgb(), hsl(), names and transparent', () => {
    expect(parseColour('#f00')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('#2e3436')).toEqual({ r: 0x2e, g: 0x34, b: 0x36, a: 1 });
    expect(parseColour('#00ff0080')!.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColour('rgba(100%, 0%, 0%, 0.25)')).toEqual({ r: 255, g: 0, b: 0, a: 0.25 });
    const hsl = parseColour('hsl(120, 100%, 50%)')!;
    close([hsl.r, hsl.g, hsl.b], [0, 255, 0]);
    expect(parseColour('RebeccaPurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 });
    expect(parseColour('transparent')!.a).toBe(0);
    expect(parseColour('#12')).toBeUndefined();
    expect(parseColour('bogus')).toBeUndefined();
  });

  it('reads paints: none, currentColor, url with fallback', () => {
    expect(parsePaint('none')).toEqual({ kind: 'none' });
    expect(parsePaint('currentColor')).toEqual({ kind: 'current' });
    expect(parsePaint("url('#g') red")).toEqual({ kind: 'url', id: 'g', fallback: { kind: 'colour', colour: { r: 255, g: 0, b: 0, a: 1 } } });
  });

  it('flattens opacity against white', () => {
    expect(flattenOnWhite({ r: 0, g: 0, b: 0, a: 1 }, 0.35)).toEqual({ r: 255 * 0.65, g: 255 * 0.65, b: 255 * 0.65, a: 1 });
    expect(flattenOnWhite({ r: 0, g: 0, b: 0, a: 0.5 }, 0.5).r).toBeCloseTo(191.25, 6);
  });
});

describe('shapes and paths', () => {
  it('turns a rect into a closed path, rounding corners with arcs made cubic', () => {
    expect(toCommands(shapeToPathData('rect', { x: '1', y: '2', width: '3', height: '4' }, lengths))).toEqual([
      { op: 'M', x: 1, y: 2 },
      { op: 'L', x: 4, y: 2 },
      { op: 'L', x: 4, y: 6 },
      { op: 'L', x: 1, y: 6 },
      { op: 'Z' },
    ]);
    const rounded = toCommands(shapeToPathData('rect', { width: '10', height: '10', rx: '20' }, lengths));
    expect(rounded.filter((c) => c.op === 'C')).toHaveLength(4);
    expect(rounded.every((c) => c.op !== 'L' || (c.x >= 0 && c.x <= 10))).toBe(true);
    expect(shapeToPathData('rect', { width: '0', height: '10' }, lengths)).toBe('');
  });

  it('draws circles and ellipses as four cubic quarter arcs through the extremes', () => {
    const circle = toCommands(shapeToPathData('circle', { cx: '8', cy: '8', r: '4' }, lengths));
    const ends = circle.filter((c) => c.op === 'C').map((c) => (c.op === 'C' ? [Math.round(c.x * 1e6) / 1e6, Math.round(c.y * 1e6) / 1e6] : []));
    expect(ends).toEqual([[8, 12], [4, 8], [8, 4], [12, 8]]);
    expect(shapeToPathData('ellipse', { rx: '0', ry: '2' }, lengths)).toBe('');
  });

  it('reads polyline and polygon points, dropping an odd last number', () => {
    expect(toCommands(shapeToPathData('polygon', { points: '0,0 10,0 10,10 5' }, lengths))).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 10, y: 0 },
      { op: 'L', x: 10, y: 10 },
      { op: 'Z' },
    ]);
    expect(toCommands(shapeToPathData('line', { x1: '1', y1: '1', x2: '5', y2: '1' }, lengths))).toHaveLength(2);
  });

  it('makes relative, shorthand and quadratic commands absolute cubics', () => {
    const cmds = toCommands('m 1 1 h 2 v 2 q 1 1 2 0 t 2 0 z');
    expect(cmds[1]).toEqual({ op: 'L', x: 3, y: 1 });
    expect(cmds[2]).toEqual({ op: 'L', x: 3, y: 3 });
    const q = cmds[3];
    expect(q.op).toBe('C');
    if (q.op === 'C') close([q.x1, q.y1, q.x2, q.y2, q.x, q.y], [3 + 2 / 3, 3 + 2 / 3, 5 - 2 / 3, 3 + 2 / 3, 5, 3]);
    const t = cmds[4];
    if (t.op === 'C') close([t.x, t.y, t.y1], [7, 3, 3 - 2 / 3]);
    expect(cmds.at(-1)).toEqual({ op: 'Z' });
  });

  it('draws nothing for path data that starts without a moveto', () => {
    expect(toCommands('L 10 10')).toEqual([]);
  });
});
