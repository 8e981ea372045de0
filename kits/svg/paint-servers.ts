/** What both SVG writers read alike from gradients and patterns (DOM-free). */
import { axisOf, unitsLength, type Viewport } from './length';

/** Templates followed through a gradient's or pattern's href at most. */
export const MAX_HREF_DEPTH = 8;

export const LINEAR_ATTRIBUTES = ['x1', 'y1', 'x2', 'y2'] as const;
export const RADIAL_ATTRIBUTES = ['cx', 'cy', 'r', 'fx', 'fy', 'fr'] as const;
const DEFAULTS: Record<string, string> = { x1: '0%', y1: '0%', x2: '100%', y2: '0%', cx: '50%', cy: '50%', r: '50%', fr: '0%' };

/** A paint server and the templates its href leads to while `accepts` takes them, without loops. */
export function hrefChain<T>(first: T | undefined, accepts: (node: T) => boolean, next: (node: T) => T | undefined): T[] {
  const chain: T[] = [];
  for (let node = first; node !== undefined && accepts(node) && !chain.includes(node) && chain.length < MAX_HREF_DEPTH; node = next(node)) chain.push(node);
  return chain;
}

/**
 * A gradient's vector (x1 y1 x2 y2) or circles (cx cy r fx fy fr) in gradient units, from its
 * attributes as written (`attribute`: through its href chain): an absent or empty one takes its
 * default, the focal point the centre's; NaN for one that is not a length.
 */
export function gradientCoordinates(linear: boolean, attribute: (name: string) => string | undefined, objectBoundingBox: boolean, viewport: Viewport): Record<string, number> {
  const raw = (name: string): string => attribute(name) || (name === 'fx' ? raw('cx') : name === 'fy' ? raw('cy') : DEFAULTS[name]);
  return Object.fromEntries((linear ? LINEAR_ATTRIBUTES : RADIAL_ATTRIBUTES).map((name) => [name, unitsLength(raw(name), objectBoundingBox, viewport, axisOf(name))]));
}
