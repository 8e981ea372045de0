import * as gifenc from 'gifenc';
import { createPixels, type Pixels } from './pixels';
import { quantise } from './quantise';

// Bundlers read gifenc's ES module; plain Node (Playwright tests) loads its CommonJS build, whose
// named exports sit under `default`.
const GIFEncoder = gifenc.GIFEncoder ?? (gifenc as unknown as { default: typeof gifenc }).default.GIFEncoder;

/**
 * A single-frame GIF89a: 255 dithered colours plus, when the image has transparent pixels
 * (alpha < 128), one fully transparent palette entry, since GIF alpha is on or off.
 */
export function encodeGif(image: Pixels): ArrayBuffer {
  const { data, width, height } = image;
  const opaque = new Uint8ClampedArray(data);
  let transparentPixels = false;
  for (let i = 3; i < opaque.length; i += 4) {
    if (opaque[i] < 128) transparentPixels = true;
    opaque[i] = 255;
  }
  const { palette, indices } = quantise(createPixels(width, height, opaque), transparentPixels ? 255 : 256);
  const rgbPalette = palette.map(([r, g, b]) => [r, g, b]);
  let transparentIndex = 0;
  if (transparentPixels) {
    transparentIndex = rgbPalette.length;
    rgbPalette.push([0, 0, 0]);
    for (let p = 0; p < indices.length; p++) if (data[p * 4 + 3] < 128) indices[p] = transparentIndex;
  }
  const gif = GIFEncoder();
  gif.writeFrame(indices, width, height, { palette: rgbPalette, transparent: transparentPixels, transparentIndex });
  gif.finish();
  return gif.bytes().slice().buffer;
}
