import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeImage } from './encode';
import { palettePng } from './palette-png';
import { expandPalette, quantise } from './quantise';
import { compileWasm, provideNodeWasm } from './testing/node-wasm';
import { syntheticPhoto } from './testing/synthetic';

beforeAll(async () => {
  await provideNodeWasm();
  await initPngDecoder(await compileWasm('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'));
});

const decode = async (png: Uint8Array | ArrayBuffer) => (await decodePng(png instanceof Uint8Array ? png.slice().buffer : png)).data;

describe('palettePng', () => {
  it.each([
    ['opaque, a few rows', syntheticPhoto(300, 7)],
    // Rows are compressed a megabyte at a time: 2000 wide, 600 rows are two pieces.
    ['with transparency, rows in two pieces', syntheticPhoto(2000, 600, { alpha: true })],
  ])('writes an indexed PNG whose pixels are the quantised picture exactly (%s)', async (_, image) => {
    const png = palettePng(image, 256);
    expect(png[25]).toBe(3); // IHDR colour type: indexed
    const expected = expandPalette(quantise(image, 256), image.width, image.height).data;
    // Buffer.equals: toEqual walks a megapixel's bytes one by one for minutes.
    expect(Buffer.from(await decode(png)).equals(Buffer.from(expected))).toBe(true);
    // A megapixel quantised twice: seconds alone, minutes on a machine busy with other work.
  }, 240_000);

  it('palette PNG through OxiPNG keeps exactly the quantised picture', async () => {
    const image = syntheticPhoto(120, 90, { alpha: true });
    const expected = expandPalette(quantise(image, 256), image.width, image.height).data;
    const decoded = await decode(await encodeImage(image, { format: 'png', colours: 'palette' }));
    // OxiPNG may give fully transparent pixels another colour (optimize_alpha): compare what shows.
    for (let i = 0; i < expected.length; i += 4) {
      if (expected[i + 3] === 0) expect(decoded[i + 3]).toBe(0);
      else expect([...decoded.subarray(i, i + 4)]).toEqual([...expected.subarray(i, i + 4)]);
    }
  });
});
