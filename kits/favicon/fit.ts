/** How a non-square source becomes a square icon. */
export type FitMode = 'pad' | 'crop' | 'stretch';
export const FIT_MODES: FitMode[] = ['pad', 'crop', 'stretch'];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Placement {
  /** The part of the source that is drawn. */
  source: Rect;
  /** Where it lands in a square of side 1 (fractions). */
  target: Rect;
}

/**
 * Pad keeps the whole source, centred with empty bands; crop keeps the centred square;
 * stretch squeezes the whole source into the square.
 */
export function placeInSquare(width: number, height: number, mode: FitMode): Placement {
  const whole = { x: 0, y: 0, width, height };
  const full = { x: 0, y: 0, width: 1, height: 1 };
  if (mode === 'stretch' || width === height) return { source: whole, target: full };
  if (mode === 'crop') {
    const side = Math.min(width, height);
    return { source: { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side }, target: full };
  }
  const w = width >= height ? 1 : width / height;
  const h = height >= width ? 1 : height / width;
  return { source: whole, target: { x: (1 - w) / 2, y: (1 - h) / 2, width: w, height: h } };
}

/** Advice the converter shows for a source: too small for a 512 px icon, or not square. */
export function sourceAdvice(width: number, height: number, minSide: number): { tooSmall: boolean; notSquare: boolean } {
  return { tooSmall: Math.min(width, height) < minSide, notSquare: width !== height };
}
