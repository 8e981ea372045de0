import { applyPaletteSync, buildPaletteSync, utils } from 'image-q';
import type { Pixels } from './pixels';

export interface Quantised {
  /** [r, g, b, a] per palette entry. */
  palette: number[][];
  /** One palette index per pixel. */
  indices: Uint8Array;
}

/**
 * Reduces an image to at most `colours` colours (Wu's quantiser, BT.709-weighted distance), with
 * Floyd–Steinberg dithering unless `dither` is false. Used for GIF and for lossy PNG.
 */
export function quantise(image: Pixels, colours = 256, dither = true): Quantised {
  const container = utils.PointContainer.fromUint8Array(image.data, image.width, image.height);
  const palette = buildPaletteSync([container], { colors: colours, paletteQuantization: 'wuquant', colorDistanceFormula: 'euclidean-bt709' });
  const mapped = applyPaletteSync(container, palette, {
    colorDistanceFormula: 'euclidean-bt709',
    imageQuantization: dither ? 'floyd-steinberg' : 'nearest',
  });
  const points = palette.getPointContainer().getPointArray();
  const indexOf = new Map(points.map((point, index) => [point.uint32, index]));
  const colourWords = mapped.toUint32Array();
  const indices = new Uint8Array(colourWords.length);
  for (let i = 0; i < colourWords.length; i++) indices[i] = indexOf.get(colourWords[i]) ?? 0;
  return { palette: points.map((p) => [p.r, p.g, p.b, p.a]), indices };
}

/** The quantised image back as RGBA pixels. */
export function expandPalette({ palette, indices }: Quantised, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < indices.length; i++) data.set(palette[indices[i]], i * 4);
  return { data, width, height };
}
