import { decode, encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { isPng, readIco, writeIco } from './ico';

function png(size: number): Uint8Array {
  const data = new Uint8Array(size * size * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
  return encode({ width: size, height: size, data, channels: 4 });
}

describe('writeIco', () => {
  const images = [16, 32, 48].map((size) => ({ size, png: png(size) }));
  const ico = writeIco(images);

  it('writes an ICONDIR of type icon with one entry per image', () => {
    const view = new DataView(ico.buffer);
    expect(view.getUint16(0, true)).toBe(0);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(3);
  });

  it('reads back each entry at its size with 32 bits per pixel and the PNG intact', () => {
    const entries = readIco(ico);
    expect(entries.map((entry) => [entry.width, entry.height, entry.bitCount])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    entries.forEach((entry, index) => {
      expect(isPng(entry.data)).toBe(true);
      expect(entry.data).toEqual(images[index].png);
      const decoded = decode(entry.data);
      expect([decoded.width, decoded.height]).toEqual([entry.width, entry.width]);
    });
  });

  it('places the images right after the directory, one after another', () => {
    const view = new DataView(ico.buffer);
    expect(view.getUint32(6 + 12, true)).toBe(6 + 16 * 3);
    expect(ico.length).toBe(6 + 16 * 3 + images.reduce((sum, image) => sum + image.png.length, 0));
  });

  it('writes 256 px as 0 and reads it back as 256', () => {
    const [entry] = readIco(writeIco([{ size: 256, png: png(2) }]));
    expect(entry.width).toBe(256);
  });

  it('refuses bytes that are not PNG, sizes out of range and an empty list', () => {
    expect(() => writeIco([{ size: 16, png: new Uint8Array([1, 2, 3]) }])).toThrow(/not a PNG/);
    expect(() => writeIco([{ size: 300, png: png(2) }])).toThrow(RangeError);
    expect(() => writeIco([])).toThrow(RangeError);
  });

  it('readIco refuses other files and cut-off ones', () => {
    expect(() => readIco(png(4))).toThrow(/Not an ICO/);
    expect(() => readIco(ico.subarray(0, 40))).toThrow(/cut off/);
  });
});
