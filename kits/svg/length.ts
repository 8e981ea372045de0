/** SVG lengths in user units: the one unit table and percentage rule of the SVG tools (DOM-free). */

/** The viewport percentages refer to, in user units. */
export interface Viewport {
  width: number;
  height: number;
}

/** Which side a percentage is of: width, height, or the normalised diagonal (radii, stroke widths). */
export type Axis = 'x' | 'y' | 'other';

/** The font size lengths in em and ex refer to when no font is known: CSS's default medium. */
const DEFAULT_FONT_SIZE = 16;

export const PX_PER_UNIT: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
  q: 96 / 101.6,
  em: DEFAULT_FONT_SIZE,
  rem: DEFAULT_FONT_SIZE,
  ex: DEFAULT_FONT_SIZE / 2,
};

const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*|%)\s*$/i;

/** A length as its number and unit ('' for none, '%', or a lower-case unit); undefined when not a length. */
export function splitLength(value: string | undefined): { n: number; unit: string } | undefined {
  const match = LENGTH.exec(value ?? '');
  return match ? { n: Number(match[1]), unit: match[2].toLowerCase() } : undefined;
}

/** What a percentage on `axis` is of: the viewport's width, height, or its diagonal over √2. */
function percentBase(viewport: Viewport, axis: Axis): number {
  return axis === 'x' ? viewport.width : axis === 'y' ? viewport.height : Math.hypot(viewport.width, viewport.height) / Math.SQRT2;
}

const X_NAMES = new Set(['x', 'x1', 'x2', 'cx', 'fx', 'dx', 'width', 'rx', 'refX', 'markerWidth']);
const Y_NAMES = new Set(['y', 'y1', 'y2', 'cy', 'fy', 'dy', 'height', 'ry', 'refY', 'markerHeight']);

/** The axis a length attribute's percentages are of (r, fr, stroke-width and the like: the diagonal). */
export const axisOf = (name: string): Axis => (X_NAMES.has(name) ? 'x' : Y_NAMES.has(name) ? 'y' : 'other');

/** An SVG length in user units (px, absolute units, em/ex at `fontSize`, % of the viewport); undefined when not a length. */
export function parseUserLength(value: string | undefined, viewport: Viewport, axis: Axis, fontSize = DEFAULT_FONT_SIZE): number | undefined {
  const length = splitLength(value);
  if (!length) return undefined;
  const { n, unit } = length;
  const factor = unit === 'em' ? fontSize : unit === 'ex' ? fontSize / 2 : PX_PER_UNIT[unit];
  const px = unit === '%' ? (n / 100) * percentBase(viewport, axis) : n * (factor ?? NaN);
  return Number.isFinite(px) ? px : undefined;
}

/**
 * A coordinate of a gradient, pattern or clip path in its units: with objectBoundingBox a fraction
 * of the box (a percentage over 100), else a length in user units; NaN when not a length.
 */
export function unitsLength(value: string | undefined, objectBoundingBox: boolean, viewport: Viewport, axis: Axis): number {
  if (objectBoundingBox) {
    const length = splitLength(value);
    return length?.unit === '%' ? length.n / 100 : (parseUserLength(value, viewport, axis) ?? NaN);
  }
  return parseUserLength(value, viewport, axis) ?? NaN;
}
