import type { Pixels } from './pixels';

/**
 * Structural similarity (SSIM) of two same-sized images on luma (BT.601), averaged over 8×8
 * windows moved 4 px at a time. 1 means identical. Transparent pixels are compared over white,
 * the way a viewer usually shows them. The tests compare renders with it; what people see of an
 * encoder's losses is measured with SSIMULACRA2 (./ssimulacra2).
 */
export function ssim(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('SSIM needs images of the same size');
  return ssimOfLuma(toLuma(a), toLuma(b), a.width, a.height);
}

export function toLuma({ data, width, height }: Pixels): Float32Array {
  const luma = new Float32Array(width * height);
  for (let i = 0, p = 0; p < luma.length; i += 4, p++) {
    const alpha = data[i + 3] / 255;
    const y = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    luma[p] = y * alpha + 255 * (1 - alpha);
  }
  return luma;
}

const WINDOW = 8;
const STEP = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

export function ssimOfLuma(x: Float32Array, y: Float32Array, width: number, height: number): number {
  const win = Math.min(WINDOW, width, height);
  const n = win * win;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + win <= height; top += STEP) {
    for (let left = 0; left + win <= width; left += STEP) {
      let sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
      for (let row = top; row < top + win; row++) {
        for (let p = row * width + left, end = p + win; p < end; p++) {
          const u = x[p];
          const v = y[p];
          sx += u;
          sy += v;
          sxx += u * u;
          syy += v * v;
          sxy += u * v;
        }
      }
      const mx = sx / n;
      const my = sy / n;
      const vx = sxx / n - mx * mx;
      const vy = syy / n - my * my;
      const cov = sxy / n - mx * my;
      total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
      windows++;
    }
  }
  return windows ? total / windows : 1;
}
