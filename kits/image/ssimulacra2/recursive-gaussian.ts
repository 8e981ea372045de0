/**
 * The Gaussian blur (σ = 1.5) of SSIMULACRA2, as libjxl computes it: "Recursive implementation of the
 * Gaussian filter using truncated cosine functions" (Charalampidis, 2016), three second-order
 * recursions (k = 1, 3, 5) whose sum is the blur, zero outside the image. The coefficients are
 * derived here as libjxl's CreateRecursiveGaussian does (equation numbers are the paper's).
 */
const SIGMA = 1.5;
/**
 * Single-precision rounding at each step, as the reference computes (with fused multiply-adds):
 * near-identical images score from tiny variances, where its rounding noise counts (up to 0.8 points).
 */
const f = Math.fround;

/** The filter's reach ("N", eq. 57). */
export const RADIUS = Math.round(3.2795 * SIGMA + 0.2546);

function solve3(m: number[][], v: number[]): number[] {
  // Cramer's rule: a 3×3 system, solved once at load.
  const det = (a: number[][]) =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  return [0, 1, 2].map((column) => det(m.map((row, i) => row.map((value, j) => (j === column ? v[i] : value)))) / d);
}

function coefficients() {
  const piOver2r = Math.PI / (2 * RADIUS);
  const omega = [piOver2r, 3 * piOver2r, 5 * piOver2r];
  const p = [1 / Math.tan(0.5 * omega[0]), -1 / Math.tan(0.5 * omega[1]), 1 / Math.tan(0.5 * omega[2])]; // (37)
  const r = [(p[0] * p[0]) / Math.sin(omega[0]), (-p[1] * p[1]) / Math.sin(omega[1]), (p[2] * p[2]) / Math.sin(omega[2])]; // (44)
  const rho = omega.map((w) => Math.exp(-0.5 * SIGMA * SIGMA * w * w) / RADIUS); // (50)
  const d13 = p[0] * r[1] - r[0] * p[1];
  const d35 = p[1] * r[2] - r[1] * p[2];
  const d51 = p[2] * r[0] - r[2] * p[0];
  const zeta15 = d35 / d13; // (52)
  const zeta35 = d51 / d13;
  const beta = solve3(
    [p, r, [zeta15, zeta35, 1]],
    [1, RADIUS * RADIUS - SIGMA * SIGMA, zeta15 * rho[0] + zeta35 * rho[1] + rho[2]],
  ); // (53)–(56)
  // y[n] = n2·(x[n−N−1] + x[n+N−1]) − d1·y[n−1] − y[n−2]   (33), (35)
  const n2 = beta.map((b, i) => -b * Math.cos(omega[i] * (RADIUS + 1)));
  const d1 = omega.map((w) => -2 * Math.cos(w));
  return { n2, d1 };
}

const { n2, d1 } = coefficients();
// Rounded to single precision, as the reference keeps them.
const N1 = f(n2[0]);
const N3 = f(n2[1]);
const N5 = f(n2[2]);
const D1 = f(d1[0]);
const D3 = f(d1[1]);
const D5 = f(d1[2]);

/**
 * Blurs one row: `width` values of `input` from `from` into `output` at `to`. The recursion starts
 * N − 1 values before the row; reads outside it count as 0.
 */
export function blurRow(input: Float32Array, from: number, output: Float32Array, to: number, width: number): void {
  const n1 = N1, n3 = N3, n5 = N5, d1 = D1, d3 = D3, d5 = D5;
  const reach = RADIUS;
  let p1 = 0, p3 = 0, p5 = 0, q1 = 0, q3 = 0, q5 = 0;
  // Where both reads fall inside the row: the loop without bounds checks.
  const innerStart = Math.min(reach + 1, width);
  const innerEnd = Math.max(innerStart, width - reach + 1);
  let n = -reach + 1;
  for (; n < innerStart; n++) {
    const left = n - reach - 1;
    const right = n + reach - 1;
    const sum = f((left >= 0 ? input[from + left] : 0) + (right < width ? input[from + right] : 0));
    const o1 = f(f(f(n1 * sum) - q1) - d1 * p1);
    const o3 = f(f(f(n3 * sum) - q3) - d3 * p3);
    const o5 = f(f(f(n5 * sum) - q5) - d5 * p5);
    q1 = p1; q3 = p3; q5 = p5;
    p1 = o1; p3 = o3; p5 = o5;
    if (n >= 0) output[to + n] = o1 + f(o3 + o5);
  }
  for (let l = from + n - reach - 1, r = from + n + reach - 1, o = to + n, end = to + innerEnd; o < end; l++, r++, o++) {
    const sum = f(input[l] + input[r]);
    const o1 = f(f(f(n1 * sum) - q1) - d1 * p1);
    const o3 = f(f(f(n3 * sum) - q3) - d3 * p3);
    const o5 = f(f(f(n5 * sum) - q5) - d5 * p5);
    q1 = p1; q3 = p3; q5 = p5;
    p1 = o1; p3 = o3; p5 = o5;
    output[o] = o1 + f(o3 + o5);
  }
  for (n = innerEnd; n < width; n++) {
    const left = n - reach - 1;
    const right = n + reach - 1;
    const sum = f((left >= 0 ? input[from + left] : 0) + (right < width ? input[from + right] : 0));
    const o1 = f(f(f(n1 * sum) - q1) - d1 * p1);
    const o3 = f(f(f(n3 * sum) - q3) - d3 * p3);
    const o5 = f(f(f(n5 * sum) - q5) - d5 * p5);
    q1 = p1; q3 = p3; q5 = p5;
    p1 = o1; p3 = o3; p5 = o5;
    output[to + n] = o1 + f(o3 + o5);
  }
}

/**
 * The vertical pass for one plane: each column's three recursions, single precision as the
 * reference keeps them. Two sets of rows hold the last two steps and swap roles at every step.
 */
export class ColumnBlur {
  private readonly sets: Float32Array[][];
  private step = 0;
  private readonly width: number;

  constructor(width: number) {
    this.width = width;
    this.sets = [0, 1].map(() => [0, 1, 2].map(() => new Float32Array(width)));
  }

  /**
   * One output row: `top` and `bottom` are the rows N + 1 above and N − 1 below it (a row of zeros
   * outside the image).
   */
  next(top: Float32Array, topAt: number, bottom: Float32Array, bottomAt: number, output: Float32Array, outputAt: number): void {
    const [prev, older] = this.step++ % 2 === 0 ? [this.sets[0], this.sets[1]] : [this.sets[1], this.sets[0]];
    verticalStep(prev[0], prev[1], prev[2], older[0], older[1], older[2], top, topAt, bottom, bottomAt, output, outputAt, this.width);
  }
}

/** The new values overwrite `older*`, which then become the previous step's. */
function verticalStep(
  prev1: Float32Array,
  prev3: Float32Array,
  prev5: Float32Array,
  older1: Float32Array,
  older3: Float32Array,
  older5: Float32Array,
  top: Float32Array,
  topAt: number,
  bottom: Float32Array,
  bottomAt: number,
  output: Float32Array,
  outputAt: number,
  width: number,
): void {
  const n1 = N1, n3 = N3, n5 = N5, d1 = D1, d3 = D3, d5 = D5;
  for (let x = 0; x < width; x++) {
    const sum = f(top[topAt + x] + bottom[bottomAt + x]);
    const o1 = f(n1 * sum + f(-d1 * prev1[x] - older1[x]));
    const o3 = f(n3 * sum + f(-d3 * prev3[x] - older3[x]));
    const o5 = f(n5 * sum + f(-d5 * prev5[x] - older5[x]));
    older1[x] = o1;
    older3[x] = o3;
    older5[x] = o5;
    output[outputAt + x] = o1 + f(o3 + o5);
  }
}
