/** The viewport percentages refer to, in user units. */
export interface Viewport {
  width: number;
  height: number;
}

/** Which side a percentage is of: width, height, or the normalised diagonal (radii, stroke widths). */
export type Axis = 'x' | 'y' | 'other';

/** The font size lengths in em and ex refer to (no fonts are read: CSS's default medium). */
const FONT_SIZE = 16;
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, q: 96 / 101.6, em: FONT_SIZE, rem: FONT_SIZE, ex: FONT_SIZE / 2 };

export function percentBase(viewport: Viewport, axis: Axis): number {
  return axis === 'x' ? viewport.width : axis === 'y' ? viewport.height : Math.hypot(viewport.width, viewport.height) / Math.SQRT2;
}

/** An SVG length in user units (px, absolute units, em/ex at the default font size, % of the viewport); undefined when not a length. */
export function parseUserLength(value: string | undefined, viewport: Viewport, axis: Axis): number | undefined {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*|%)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2].toLowerCase();
  const px = unit === '%' ? (n / 100) * percentBase(viewport, axis) : n * (PX_PER_UNIT[unit] ?? NaN);
  return Number.isFinite(px) ? px : undefined;
}
