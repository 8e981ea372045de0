import { describe, expect, it } from 'vitest';
import { jpegOrientation, orientedSize } from './orientation';

/** SOI, an APP1 Exif segment with IFD0 holding one orientation entry, then SOS. */
function jpegWithOrientation(orientation: number, little: boolean): Uint8Array {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) => (little ? [...u16(n & 0xffff), ...u16(n >>> 16)] : [...u16(n >>> 16), ...u16(n & 0xffff)]);
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0)];
  const payload = [...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat(tiff);
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xe1, length >> 8, length & 0xff, ...payload, 0xff, 0xda, 0, 2]);
}

describe('jpegOrientation', () => {
  it('reads the tag in either byte order', () => {
    expect(jpegOrientation(jpegWithOrientation(6, true))).toBe(6);
    expect(jpegOrientation(jpegWithOrientation(8, false))).toBe(8);
    expect(jpegOrientation(jpegWithOrientation(3, true))).toBe(3);
  });

  it('is 1 without EXIF, for out-of-range values and for other formats', () => {
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(9, true))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(6, true).subarray(0, 20))).toBe(1);
  });

  it('swaps width and height for the quarter turns (5–8)', () => {
    expect(orientedSize({ width: 4, height: 3 }, 6)).toEqual({ width: 3, height: 4 });
    expect(orientedSize({ width: 4, height: 3 }, 3)).toEqual({ width: 4, height: 3 });
  });
});
