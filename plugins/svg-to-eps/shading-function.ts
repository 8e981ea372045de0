/**
 * Gradient stops as a PostScript level 3 / PDF function of t: one exponential interpolation
 * (FunctionType 2) between two colours, or several stitched together (FunctionType 3). SVG's
 * spread methods repeat or mirror the stops over whole periods of t.
 */

/** An opaque colour, each channel 0–1. */
export type Rgb = [number, number, number];

export interface ColourStop {
  /** 0–1, not decreasing from one stop to the next. */
  offset: number;
  colour: Rgb;
}

export type SpreadMethod = 'pad' | 'reflect' | 'repeat';

/** A stitching or interpolation function as data, written out by a format's own number writer. */
export type ShadingFunction =
  | { type: 2; domain: [number, number]; c0: Rgb; c1: Rgb }
  | { type: 3; domain: [number, number]; functions: ShadingFunction[]; bounds: number[]; encode: number[] };

/** At most this many periods of a reflected or repeated gradient are written (beyond, pad). */
export const MAX_PERIODS = 64;

interface Segment {
  from: number;
  to: number;
  c0: Rgb;
  c1: Rgb;
}

/** The stops as segments covering [0, 1]: the first colour before the first stop, the last after the last. */
function segmentsOf(stops: ColourStop[]): Segment[] {
  const all = [{ offset: 0, colour: stops[0].colour }, ...stops, { offset: 1, colour: stops[stops.length - 1].colour }];
  const segments: Segment[] = [];
  for (let i = 1; i < all.length; i++) {
    if (all[i].offset > all[i - 1].offset) segments.push({ from: all[i - 1].offset, to: all[i].offset, c0: all[i - 1].colour, c1: all[i].colour });
  }
  // Every stop at one offset: the gradient shows the last colour.
  return segments.length ? segments : [{ from: 0, to: 1, c0: stops[stops.length - 1].colour, c1: stops[stops.length - 1].colour }];
}

/** The segments of period k (t from k to k+1): as is, or mirrored in odd periods of 'reflect'. */
function periodSegments(segments: Segment[], k: number, spread: SpreadMethod): Segment[] {
  if (spread === 'reflect' && Math.abs(k) % 2 === 1) {
    return [...segments].reverse().map((s) => ({ from: k + 1 - s.to, to: k + 1 - s.from, c0: s.c1, c1: s.c0 }));
  }
  return segments.map((s) => ({ from: k + s.from, to: k + s.to, c0: s.c0, c1: s.c1 }));
}

/**
 * The function of t over [tMin, tMax] (whole periods for reflect/repeat, [0, 1] for pad, whose
 * ends the shading's Extend carries on).
 */
export function shadingFunction(stops: ColourStop[], spread: SpreadMethod = 'pad', tMin = 0, tMax = 1): ShadingFunction {
  if (stops.length === 0) throw new Error('A gradient function needs at least one stop');
  const base = segmentsOf(stops);
  let first = 0;
  let last = 0;
  if (spread !== 'pad') {
    first = Math.max(Math.floor(tMin), -MAX_PERIODS);
    last = Math.min(Math.ceil(tMax) - 1, first + 2 * MAX_PERIODS);
    last = Math.max(last, first);
  }
  const segments: Segment[] = [];
  for (let k = first; k <= last; k++) segments.push(...periodSegments(base, k, spread));
  const domain: [number, number] = [first, last + 1];
  if (segments.length === 1) return { type: 2, domain, c0: segments[0].c0, c1: segments[0].c1 };
  return {
    type: 3,
    domain,
    functions: segments.map((s) => ({ type: 2, domain: [0, 1], c0: s.c0, c1: s.c1 })),
    bounds: segments.slice(1).map((s) => s.from),
    encode: segments.flatMap(() => [0, 1]),
  };
}

/** A function as a PostScript / PDF dictionary; `num` writes a number as the format wants it. */
export function functionDictionary(fn: ShadingFunction, num: (n: number) => string): string {
  const list = (values: number[]) => `[${values.map(num).join(' ')}]`;
  if (fn.type === 2) return `<< /FunctionType 2 /Domain ${list(fn.domain)} /C0 ${list(fn.c0)} /C1 ${list(fn.c1)} /N 1 >>`;
  const parts = fn.functions.map((f) => functionDictionary(f, num)).join(' ');
  return `<< /FunctionType 3 /Domain ${list(fn.domain)} /Functions [${parts}] /Bounds ${list(fn.bounds)} /Encode ${list(fn.encode)} >>`;
}
