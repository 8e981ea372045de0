import type { ViewBox } from './svg-size';

/** A rectangle in user units: a bounding box, a pattern tile, a viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** 2D affine matrix in SVG order [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type AffineMatrix = [number, number, number, number, number, number];

/** m1·m2: m2 applied first, as in the transform list "m1 m2". */
export function multiplyMatrices(m1: AffineMatrix, m2: AffineMatrix): AffineMatrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** The matrix mapping a viewBox onto a viewport of width × height (preserveAspectRatio). */
export function viewBoxMatrix(
  viewBox: ViewBox,
  width: number,
  height: number,
  preserveAspectRatio = 'xMidYMid meet',
): AffineMatrix {
  const [alignText = 'xMidYMid', mode = 'meet'] = preserveAspectRatio.trim().split(/\s+/);
  let sx = width / viewBox.width;
  let sy = height / viewBox.height;
  if (alignText === 'none') return [sx, 0, 0, sy, -viewBox.minX * sx, -viewBox.minY * sy];
  const s = mode === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
  sx = sy = s;
  const factor = (part: string) => (part === 'Min' ? 0 : part === 'Max' ? 1 : 0.5);
  const alignX = factor(alignText.slice(1, 4));
  const alignY = factor(alignText.slice(5, 8));
  const tx = -viewBox.minX * s + (width - viewBox.width * s) * alignX;
  const ty = -viewBox.minY * s + (height - viewBox.height * s) * alignY;
  return [s, 0, 0, s, tx, ty];
}
