import { describe, expect, it } from 'vitest';
import { outputFormatFor } from './output-format';

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
});
