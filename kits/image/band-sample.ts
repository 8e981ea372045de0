import { createPixels, type Pixels } from './pixels';

/** Rows per band: a multiple of JPEG's 16-row MCU and WebP's macroblock, so every coded block is one of the picture's own. */
export const BAND_ROWS = 32;

/**
 * A cheap stand-in for a large picture when predicting file sizes: every `step`-th band of 32 full
 * rows, spread over its height, stacked. Encoders code blocks almost independently, so the sample's
 * bytes per pixel track the picture's at every quality (unlike a shrunken copy, whose detail per
 * pixel grows). Null when the picture is too small for a sample to save anything.
 */
export function bandSample(image: Pixels, { step = 8, minPixels = 1_000_000 } = {}): { sample: Pixels; share: number } | null {
  const bands = Math.floor(image.height / BAND_ROWS);
  if (image.width * image.height < minPixels || bands < step * 2) return null;
  const kept = Math.ceil(bands / step);
  const sample = createPixels(image.width, kept * BAND_ROWS);
  const rowBytes = image.width * 4 * BAND_ROWS;
  for (let i = 0; i < kept; i++) {
    const band = Math.floor(((i + 0.5) * bands) / kept);
    sample.data.set(image.data.subarray(band * rowBytes, (band + 1) * rowBytes), i * rowBytes);
  }
  return { sample, share: (kept * BAND_ROWS) / image.height };
}
