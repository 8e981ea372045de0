import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeImage, settingsAt, type OutputFormat } from './encode';
import { readImageHeader, sniffFormat, walkGif } from './header';
import { encodeMozjpeg } from './wasm-codecs';
import { compileWasm, provideNodeWasm } from './testing/node-wasm';
import { syntheticPhoto } from './testing/synthetic';

beforeAll(async () => {
  await provideNodeWasm();
  await initPngDecoder(await compileWasm('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'));
});

const photo = syntheticPhoto(96, 64);

describe('encodeImage', () => {
  it('uses the 0–100 quality scale: 80 and 0.8 give very different files', async () => {
    const q80 = await encodeMozjpeg(photo, 80);
    const q08 = await encodeMozjpeg(photo, 0.8);
    expect(q80.byteLength).toBeGreaterThan(q08.byteLength * 2);
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('refuses a %s quality on the 0–1 scale instead of writing it near the minimum', async (format) => {
    await expect(encodeImage(photo, { format, quality: 0.8 })).rejects.toThrow(RangeError);
  });

  it.each<[OutputFormat, string]>([
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['gif', 'gif'],
  ])('writes real %s bytes with the right size in the header', async (format, magic) => {
    const bytes = new Uint8Array(await encodeImage(photo, settingsAt(format, 75, { png: 'all' })));
    expect(sniffFormat(bytes)).toBe(magic);
    expect(readImageHeader(bytes)).toMatchObject({ width: 96, height: 64 });
  });

  it('smaller at lower quality for every lossy format', async () => {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const high = await encodeImage(photo, { format, quality: 90 });
      const low = await encodeImage(photo, { format, quality: 30 });
      expect(low.byteLength, format).toBeLessThan(high.byteLength);
    }
  });

  it('lossy WebP follows the quality; lossless WebP only when asked for, and much larger', async () => {
    const lossy = await encodeImage(photo, { format: 'webp', quality: 80 });
    const lossless = await encodeImage(photo, { format: 'webp', quality: 'lossless' });
    expect(lossy.byteLength * 2).toBeLessThan(lossless.byteLength);
  });

  it('PNG: a 256-colour palette or every colour, as the caller says', async () => {
    const countColours = async (bytes: ArrayBuffer) => {
      const image = await decodePng(bytes);
      const words = new Uint32Array(image.data.buffer);
      return new Set(words).size;
    };
    const lossy = await encodeImage(photo, { format: 'png', colours: 'palette' });
    const lossless = await encodeImage(photo, { format: 'png', colours: 'all' });
    expect(await countColours(lossy)).toBeLessThanOrEqual(256);
    expect(await countColours(lossless)).toBeGreaterThan(256);
    expect(lossy.byteLength).toBeLessThan(lossless.byteLength);
  });

  it('writes a single-frame GIF89a with a transparent entry when pixels are transparent', async () => {
    const transparent = syntheticPhoto(40, 20, { alpha: true });
    const gif = new Uint8Array(await encodeImage(transparent, { format: 'gif' }));
    expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
    expect(walkGif(gif)).toEqual({ frames: 1, complete: true });
    const gce = gif.findIndex((b, i) => b === 0x21 && gif[i + 1] === 0xf9);
    expect(gif[gce + 3] & 1).toBe(1); // transparency flag
  });

  it('JPEG of a transparent image uses the background colour', async () => {
    const transparent = syntheticPhoto(40, 20, { alpha: true });
    const black = await encodeImage(transparent, { format: 'jpeg', quality: 90, background: [0, 0, 0] });
    const white = await encodeImage(transparent, { format: 'jpeg', quality: 90 });
    expect(Buffer.from(black).equals(Buffer.from(white))).toBe(false);
  });
});
