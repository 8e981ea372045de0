import { describe, expect, it } from 'vitest';
import { copyJpegMetadata } from './jpeg-metadata';

/** APP1 Exif with a big-endian IFD0 holding one entry: orientation = 6. */
const exif = () => {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0];
  const body = [...'Exif'].map((c) => c.charCodeAt(0)).concat([0, 0], tiff);
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
};
const jfif = [0xff, 0xe0, 0, 4, 1, 2];
const scan = [0xff, 0xda, 0, 2, 9, 9, 0xff, 0xd9];

describe('copyJpegMetadata', () => {
  it('moves EXIF into the new JPEG after its JFIF segment, orientation reset to 1', () => {
    const source = new Uint8Array([0xff, 0xd8, ...exif(), ...scan]);
    const target = new Uint8Array([0xff, 0xd8, ...jfif, ...scan]);
    const out = copyJpegMetadata(source, target);
    expect([...out.subarray(0, 8)]).toEqual([0xff, 0xd8, ...jfif]);
    expect([...out.subarray(8, 10)]).toEqual([0xff, 0xe1]);
    const orientation = out.findIndex((b, i) => b === 0x01 && out[i + 1] === 0x12);
    expect(out[orientation + 9]).toBe(1);
    expect([...out.subarray(out.length - scan.length)]).toEqual(scan);
    expect(source.includes(6)).toBe(true); // the source is left untouched
  });

  it('returns the target unchanged when the source has no metadata', () => {
    const target = new Uint8Array([0xff, 0xd8, ...jfif, ...scan]);
    expect(copyJpegMetadata(new Uint8Array([0xff, 0xd8, ...scan]), target)).toBe(target);
  });
});
