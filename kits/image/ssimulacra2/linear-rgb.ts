import type { Pixels } from '../pixels';

/** The sRGB transfer function, encoded (0–1) to linear light. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

const LINEAR_OF_BYTE = Float32Array.from({ length: 256 }, (_, byte) => srgbToLinear(byte / 255));

/** An image the metric reads a row at a time, as linear-light RGB. */
export interface LinearRows {
  width: number;
  height: number;
  /** Writes row `y`'s `width` values into r, g and b from index 0. */
  read(y: number, r: Float32Array, g: Float32Array, b: Float32Array): void;
}

/** Planar linear RGB: the downscaled images of the coarser scales. */
export interface LinearImage extends LinearRows {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

export function linearImage(width: number, height: number): LinearImage {
  const size = width * height;
  const image = { width, height, r: new Float32Array(size), g: new Float32Array(size), b: new Float32Array(size) };
  return {
    ...image,
    read(y, r, g, b) {
      const start = y * width;
      r.set(image.r.subarray(start, start + width));
      g.set(image.g.subarray(start, start + width));
      b.set(image.b.subarray(start, start + width));
    },
  };
}

/**
 * 8-bit sRGB pixels as linear rows. With a `background` (0–1), transparent pixels are first blended
 * onto that grey in sRGB, as the reference does before converting to linear light.
 */
export function rgbaRows({ data, width, height }: Pixels, background?: number): LinearRows {
  return {
    width,
    height,
    read(y, r, g, b) {
      for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
        const alpha = data[i + 3];
        if (background === undefined || alpha === 255) {
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
    },
  };
}
