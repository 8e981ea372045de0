import type { ViewBox } from './svg-size';

/** 2D affine matrix in SVG order [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type AffineMatrix = [number, number, number, number, number, number];

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
