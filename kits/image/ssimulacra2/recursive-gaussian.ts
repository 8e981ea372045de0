/**
 * The Gaussian blur (σ = 1.5) of SSIMULACRA2, as libjxl computes it: "Recursive implementation of the
 * Gaussian filter using truncated cosine functions" (Charalampidis, 2016), three second-order
 * recursions (k = 1, 3, 5) whose sum is the blur, zero outside the image. The coefficients are
 * derived here as libjxl's CreateRecursiveGaussian does (equation numbers are the paper's).
 */
const SIGMA = 1.5;

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

/**
 * What kernels.wat reads, rounded to single precision as the reference keeps them: the input
 * weights n1, n3, n5, then the previous output's −d1, −d3, −d5.
 */
export const BLUR_WEIGHTS = Float32Array.of(n2[0], n2[1], n2[2], -d1[0], -d1[1], -d1[2]);
