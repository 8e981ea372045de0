/** 2D affine matrices in PostScript/SVG order [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 × m2: apply m2 first, then m1 (the order of nested SVG transforms). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

export function isIdentity(m: Matrix): boolean {
  return m.every((v, i) => Math.abs(v - IDENTITY[i]) < 1e-12);
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * An SVG transform attribute as one matrix; undefined when it cannot be parsed (SVG then ignores
 * the whole attribute).
 */
export function parseTransform(value: string | undefined | null): Matrix | undefined {
  if (!value || !value.trim()) return IDENTITY;
  let result: Matrix = IDENTITY;
  const pattern = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let consumed = 0;
  for (const match of value.matchAll(pattern)) {
    consumed = (match.index ?? 0) + match[0].length;
    const args = match[2].trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (args.some((n) => !Number.isFinite(n))) return undefined;
    let m: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) return undefined;
        m = args as Matrix;
        break;
      case 'translate':
        if (args.length < 1 || args.length > 2) return undefined;
        m = [1, 0, 0, 1, args[0], args[1] ?? 0];
        break;
      case 'scale':
        if (args.length < 1 || args.length > 2) return undefined;
        m = [args[0], 0, 0, args[1] ?? args[0], 0, 0];
        break;
      case 'rotate': {
        if (args.length !== 1 && args.length !== 3) return undefined;
        const [angle, cx = 0, cy = 0] = args;
        const cos = Math.cos(rad(angle));
        const sin = Math.sin(rad(angle));
        m = multiply(multiply([1, 0, 0, 1, cx, cy], [cos, sin, -sin, cos, 0, 0]), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        if (args.length !== 1) return undefined;
        m = [1, 0, Math.tan(rad(args[0])), 1, 0, 0];
        break;
      default:
        if (args.length !== 1) return undefined;
        m = [1, Math.tan(rad(args[0])), 0, 1, 0, 0];
    }
    result = multiply(result, m);
  }
  return value.slice(consumed).trim() ? undefined : result;
}

/** The inverse of m; undefined when m flattens the plane (determinant 0). */
export function invert(m: Matrix): Matrix | undefined {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return undefined;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export const applyToPoint = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
