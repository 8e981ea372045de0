/**
 * Puts the model's mask to use, on plain RGBA arrays (no canvas: unit-tested in Node).
 * `mask` holds one byte per pixel (255 = subject), the same size as the image.
 */
export type Rgb = [number, number, number];

/** The subject on transparency: alpha = mask, times the input's own alpha (a PNG may have some). */
export function cutOut(rgba: Uint8ClampedArray, mask: Uint8Array): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba);
  for (let i = 0, p = 3; i < mask.length; i++, p += 4) out[p] = (mask[i] * rgba[p] + 127) / 255;
  return out;
}

/** The subject over a background picture (same size, RGBA, treated as opaque); opaque result. */
export function onBackground(rgba: Uint8ClampedArray, mask: Uint8Array, background: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
    const a = (mask[i] * rgba[p + 3]) / 65025;
    out[p] = rgba[p] * a + background[p] * (1 - a);
    out[p + 1] = rgba[p + 1] * a + background[p + 1] * (1 - a);
    out[p + 2] = rgba[p + 2] * a + background[p + 2] * (1 - a);
    out[p + 3] = 255;
  }
  return out;
}

/** The subject over one colour; opaque result. */
export function onColour(rgba: Uint8ClampedArray, mask: Uint8Array, [r, g, b]: Rgb): Uint8ClampedArray {
  const background = new Uint8ClampedArray(rgba.length);
  for (let p = 0; p < background.length; p += 4) {
    background[p] = r;
    background[p + 1] = g;
    background[p + 2] = b;
  }
  return onBackground(rgba, mask, background);
}

/** The mask alone as an opaque grey picture: white subject on black. */
export function maskImage(mask: Uint8Array): Uint8ClampedArray {
  const out = new Uint8ClampedArray(mask.length * 4);
  for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
    out[p] = out[p + 1] = out[p + 2] = mask[i];
    out[p + 3] = 255;
  }
  return out;
}

/** One channel of an RGBA array (e.g. the red of a grey mask drawn on a canvas). */
export function channel(rgba: Uint8ClampedArray, index: 0 | 1 | 2 | 3): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0, p = index; i < out.length; i++, p += 4) out[i] = rgba[p];
  return out;
}

/** Shares of fully transparent (alpha < 8) and opaque (alpha > 247) pixels, for checks and tests. */
export function alphaShares(rgba: Uint8ClampedArray): { transparent: number; opaque: number } {
  let transparent = 0;
  let opaque = 0;
  for (let p = 3; p < rgba.length; p += 4) {
    if (rgba[p] < 8) transparent++;
    else if (rgba[p] > 247) opaque++;
  }
  const n = rgba.length / 4;
  return { transparent: transparent / n, opaque: opaque / n };
}

/** "Cover" placement of a background picture: the scale and offsets that fill width×height, centred. */
export function coverRect(srcWidth: number, srcHeight: number, width: number, height: number) {
  const scale = Math.max(width / srcWidth, height / srcHeight);
  const w = srcWidth * scale;
  const h = srcHeight * scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}
