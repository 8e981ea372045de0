/**
 * RGBA pixel helpers on ImageData-shaped objects, so they run in workers and in Node tests alike.
 */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function createPixels(width: number, height: number, data = new Uint8ClampedArray(width * height * 4)): Pixels {
  return { data, width, height };
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

export function hasTransparency({ data }: Pixels): boolean {
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0) {
    // A pixel at a time: its alpha is the high byte of a little-endian word (4× fewer reads).
    const pixels = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
    for (let i = 0; i < pixels.length; i++) if (pixels[i] < 0xff000000) return true;
    return false;
  }
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}

/** `#rrggbb` → [r, g, b]; anything else is white. */
export function parseHexColour(hex: string): [number, number, number] {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!match) return [255, 255, 255];
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)];
}

/** Composites the image over a solid colour (for formats without alpha, such as JPEG). */
export function flattenOnto(image: Pixels, [r, g, b]: [number, number, number]): Pixels {
  const out = new Uint8ClampedArray(image.data.length);
  const src = image.data;
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3] / 255;
    out[i] = src[i] * a + r * (1 - a);
    out[i + 1] = src[i + 1] * a + g * (1 - a);
    out[i + 2] = src[i + 2] * a + b * (1 - a);
    out[i + 3] = 255;
  }
  return createPixels(image.width, image.height, out);
}

/** The size that fits inside maxWidth × maxHeight keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxWidth?: number, maxHeight?: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth ? maxWidth / width : 1, maxHeight ? maxHeight / height : 1);
  if (scale >= 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
