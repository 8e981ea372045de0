import type { Pixels } from '../pixels';

/** The sRGB transfer function, encoded (0–1) to linear light. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Linear light of each 8-bit sRGB value. */
export const LINEAR_OF_BYTE = Float32Array.from({ length: 256 }, (_, byte) => srgbToLinear(byte / 255));

/**
 * 8-bit sRGB pixels with transparency as linear rows: blended onto the grey `background` (0–1) in
 * sRGB first, as the reference does. (Opaque pixels go through kernels.wat's table instead.)
 */
export function blendedRows({ data, width }: Pixels, background: number): (y: number, r: Float32Array, g: Float32Array, b: Float32Array) => void {
  return (y, r, g, b) => {
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
      const alpha = data[i + 3];
      if (alpha === 255) {
        r[x] = LINEAR_OF_BYTE[data[i]];
        g[x] = LINEAR_OF_BYTE[data[i + 1]];
        b[x] = LINEAR_OF_BYTE[data[i + 2]];
      } else {
        const a = alpha / 255;
        const under = (1 - a) * background;
        r[x] = srgbToLinear((a * data[i]) / 255 + under);
        g[x] = srgbToLinear((a * data[i + 1]) / 255 + under);
        b[x] = srgbToLinear((a * data[i + 2]) / 255 + under);
      }
    }
  };
}
