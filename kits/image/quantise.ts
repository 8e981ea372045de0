import { buildPaletteSync, utils } from 'image-q';
import type { Pixels } from './pixels';

export interface Quantised {
  /** [r, g, b, a] per palette entry. */
  palette: number[][];
  /** One palette index per pixel. */
  indices: Uint8Array;
}

/**
 * The palette is built from at most this many pixels: image-q holds an object of about 100 bytes
 * per pixel it is given, so a whole 100 MP picture took the tab past 5 GB and crashed it.
 */
export const PALETTE_SAMPLE_PIXELS = 1 << 18;

// image-q's "euclidean-bt709" weights, used for the mapping too.
const KR = 0.2126;
const KG = 0.7152;
const KB = 0.0722;
const KA = 1;

/**
 * Reduces an image to at most `colours` colours (Wu's quantiser on a sample of at most
 * PALETTE_SAMPLE_PIXELS pixels, BT.709-weighted distance), with Floyd–Steinberg dithering unless
 * `dither` is false. Memory beyond the indices is bounded: the sample, two rows of error and a
 * nearest-colour cache. Used for GIF; palette PNG writes paletteRows out as they come (palette-png.ts).
 */
export function quantise(image: Pixels, colours = 256, dither = true): Quantised {
  const palette = buildPalette(image, colours);
  const indices = new Uint8Array(image.width * image.height);
  let y = 0;
  for (const row of paletteRows(image, palette, dither)) indices.set(row, image.width * y++);
  return { palette, indices };
}

/** Evenly spread pixels (whole rows and columns at a stride), all of them for a small picture. */
export function paletteSample(image: Pixels): Pixels {
  const { data, width, height } = image;
  const stride = Math.max(1, Math.ceil(Math.sqrt((width * height) / PALETTE_SAMPLE_PIXELS)));
  if (stride === 1) return image;
  const sampleWidth = Math.ceil(width / stride);
  const sampleHeight = Math.ceil(height / stride);
  const sample = new Uint8ClampedArray(sampleWidth * sampleHeight * 4);
  let at = 0;
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride, at += 4) sample.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), at);
  }
  return { data: sample, width: sampleWidth, height: sampleHeight };
}

/** At most `colours` [r, g, b, a] entries for the picture (Wu's quantiser on paletteSample). */
export function buildPalette(image: Pixels, colours: number): number[][] {
  const sample = paletteSample(image);
  const container = utils.PointContainer.fromUint8Array(sample.data, sample.width, sample.height);
  const palette = buildPaletteSync([container], { colors: colours, paletteQuantization: 'wuquant', colorDistanceFormula: 'euclidean-bt709' });
  return palette
    .getPointContainer()
    .getPointArray()
    .map((p) => [p.r, p.g, p.b, p.a]);
}

/**
 * Each row's palette indices in turn (one buffer, reused: copy it before the next), the dithering
 * error carried in two rows; a caller that writes rows out as they come never holds them all. The
 * nearest entry is looked up once per 5-bit-per-channel cell (a cache of 2^20 entries), so a large
 * picture costs a few operations per pixel instead of a search of the whole palette.
 */
export function* paletteRows({ data, width, height }: Pixels, palette: number[][], dither = true): Generator<Uint8Array> {
  const row = new Uint8Array(width);
  const flat = Float32Array.from(palette.flat());
  const cache = new Int16Array(1 << 20).fill(-1);
  const nearest = (r: number, g: number, b: number, a: number) => {
    const cell = ((r >> 3) << 15) | ((g >> 3) << 10) | ((b >> 3) << 5) | (a >> 3);
    let best = cache[cell];
    if (best >= 0) return best;
    let bestDistance = Infinity;
    for (let p = 0; p < flat.length; p += 4) {
      const dr = r - flat[p];
      const dg = g - flat[p + 1];
      const db = b - flat[p + 2];
      const da = a - flat[p + 3];
      const distance = KR * dr * dr + KG * dg * dg + KB * db * db + KA * da * da;
      if (distance < bestDistance) [best, bestDistance] = [p / 4, distance];
    }
    cache[cell] = best;
    return best;
  };
  let errors = new Float32Array((width + 2) * 4);
  let next = new Float32Array((width + 2) * 4);
  /** Floyd–Steinberg: 7/16 to the right, 3/16, 5/16 and 1/16 to the row below. */
  const diffuse = (at: number, error: number) => {
    if (error === 0) return;
    errors[at + 4] += (error * 7) / 16;
    next[at - 4] += (error * 3) / 16;
    next[at] += (error * 5) / 16;
    next[at + 4] += error / 16;
  };
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const e = (x + 1) * 4;
      const r = clamp(data[i] + errors[e]);
      const g = clamp(data[i + 1] + errors[e + 1]);
      const b = clamp(data[i + 2] + errors[e + 2]);
      const a = clamp(data[i + 3] + errors[e + 3]);
      const index = nearest(r, g, b, a);
      row[x] = index;
      if (dither) {
        diffuse(e, r - flat[index * 4]);
        diffuse(e + 1, g - flat[index * 4 + 1]);
        diffuse(e + 2, b - flat[index * 4 + 2]);
        diffuse(e + 3, a - flat[index * 4 + 3]);
      }
    }
    [errors, next] = [next, errors];
    next.fill(0);
    yield row;
  }
}

/** The quantised image back as RGBA pixels. */
export function expandPalette({ palette, indices }: Quantised, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < indices.length; i++) data.set(palette[indices[i]], i * 4);
  return { data, width, height };
}
