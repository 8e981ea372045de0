import { describe, expect, it } from 'vitest';
import { encodeImage } from '../../kits/image/encode';
import { provideNodeWasm } from '../../kits/image/testing/node-wasm';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { outputFormatFor, RESIZE_QUALITY } from './output-format';

describe('outputFormatFor', () => {
  it('names the output by its new size, {base}-{W}x{H}.{ext}, keeping the .jpeg spelling', () => {
    const jpeg = outputFormatFor('jpeg', 'Holiday.JPEG');
    expect(jpeg.mime).toBe('image/jpeg');
    expect(jpeg.fileName(800, 533)).toBe('Holiday-800x533.jpeg');
  });
  it('keeps PNG, WebP and GIF', () => {
    expect(outputFormatFor('png', 'logo.png').fileName(64, 64)).toBe('logo-64x64.png');
    expect(outputFormatFor('webp', 'a.webp').fileName(10, 20)).toBe('a-10x20.webp');
    expect(outputFormatFor('gif', 'anim.gif')).toMatchObject({ mime: 'image/gif' });
  });
  it('follows the bytes, not a wrong extension', () => {
    expect(outputFormatFor('png', 'scan.jpg').fileName(1, 2)).toBe('scan-1x2.png');
  });
  it('re-encodes WebP and JPEG lossy at the resize quality (lossless WebP was 3–5× the bytes), PNG with every colour', async () => {
    await provideNodeWasm();
    expect(outputFormatFor('webp', 'a.webp').settings).toEqual({ format: 'webp', quality: RESIZE_QUALITY });
    expect(outputFormatFor('heic', 'a.heic').settings).toMatchObject({ format: 'jpeg', quality: RESIZE_QUALITY });
    expect(outputFormatFor('png', 'a.png').settings).toEqual({ format: 'png', colours: 'all' });
    const photo = syntheticPhoto(160, 100);
    const written = await encodeImage(photo, outputFormatFor('webp', 'a.webp').settings);
    const lossless = await encodeImage(photo, { format: 'webp', quality: 'lossless' });
    expect(written.byteLength * 2).toBeLessThan(lossless.byteLength);
  });
});
