import { flattenOnWhite } from './colour';
import { pathPoints, pathBounds, type PathCommand } from './geometry';
import type { GradientSpec } from './gradient';
import { applyToPoint, invert, multiply, type Matrix } from './matrix';
import { shadingFunction, type ColourStop, type Rgb, type ShadingFunction } from './shading-function';

/** How a shape is painted with a gradient: a shading in gradient space, or one colour. */
export type GradientPaint =
  | { kind: 'shading'; matrix: Matrix; shadingType: 2 | 3; coords: number[]; fn: ShadingFunction }
  | { kind: 'solid'; colour: Rgb }
  | { kind: 'none' };

/**
 * A gradient over a shape (its path in user space), its colours flattened on white at `alpha`
 * (EPS has no transparency). Follows SVG: no stops paints nothing, one stop or a zero-length
 * vector paints the last colour, a zero-size box with objectBoundingBox paints nothing.
 */
export function gradientPaint(spec: GradientSpec, commands: PathCommand[], alpha: number): GradientPaint {
  if (spec.stops.length === 0) return { kind: 'none' };
  const stops: ColourStop[] = spec.stops.map((s) => {
    const c = flattenOnWhite(s.colour, alpha);
    return { offset: s.offset, colour: [c.r / 255, c.g / 255, c.b / 255] };
  });
  const last = { kind: 'solid', colour: stops[stops.length - 1].colour } as const;
  if (stops.length === 1) return last;
  const box = pathBounds(commands);
  if (!box) return { kind: 'none' };
  let matrix = spec.transform;
  if (spec.objectBoundingBox) {
    if (box.width <= 0 || box.height <= 0) return { kind: 'none' };
    matrix = multiply([box.width, 0, 0, box.height, box.x, box.y], spec.transform);
  }
  const inverse = invert(matrix);
  if (!inverse) return { kind: 'none' };
  const points = pathPoints(commands).map(([x, y]) => applyToPoint(inverse, x, y));
  if (spec.kind === 'linear') {
    const [x1, y1, x2, y2] = spec.coords;
    const dx = x2 - x1, dy = y2 - y1;
    const lengthSquared = dx * dx + dy * dy;
    if (!(lengthSquared > 0)) return last;
    const ts = points.map(([x, y]) => ((x - x1) * dx + (y - y1) * dy) / lengthSquared);
    const fn = shadingFunction(stops, spec.spread, Math.min(...ts), Math.max(...ts));
    const [t0, t1] = fn.domain;
    return { kind: 'shading', matrix, shadingType: 2, coords: [x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy], fn };
  }
  const [cx, cy, r, fxRaw, fyRaw, frRaw] = spec.coords;
  if (!(r > 0)) return last;
  let fx = fxRaw, fy = fyRaw;
  const fr = Math.max(0, Math.min(frRaw || 0, r));
  // A focal point outside the circle is moved onto it (SVG 1.1), just inside so the cone stays a disc.
  const distance = Math.hypot(fx - cx, fy - cy);
  if (distance > r * 0.999) {
    fx = cx + ((fx - cx) * r * 0.999) / distance;
    fy = cy + ((fy - cy) * r * 0.999) / distance;
  }
  const reach = Math.max(...points.map(([x, y]) => Math.hypot(x - fx, y - fy)));
  const fn = shadingFunction(stops, spec.spread, 0, spec.spread === 'pad' ? 1 : Math.max(1, (reach + Math.hypot(cx - fx, cy - fy)) / Math.max(r - fr, 1e-9)));
  const t1 = fn.domain[1];
  return { kind: 'shading', matrix, shadingType: 3, coords: [fx, fy, fr, fx + t1 * (cx - fx), fy + t1 * (cy - fy), fr + t1 * (r - fr)], fn };
}
