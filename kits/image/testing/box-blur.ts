import { createPixels, type Pixels } from '../pixels';

/** A 3×3 box blur (edges clamped): a deterministic "detail lost" distortion for the metric's tests. */
export function boxBlur({ data, width, height }: Pixels): Pixels {
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const sx = Math.min(width - 1, Math.max(0, x + dx));
            const sy = Math.min(height - 1, Math.max(0, y + dy));
            sum += data[(sy * width + sx) * 4 + c];
          }
        }
        out[(y * width + x) * 4 + c] = Math.round(sum / 9);
      }
    }
  }
  return createPixels(width, height, out);
}
