import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../limits';
import { gridHeic, tileFromHeic } from '../testing/heif-files';
import { decodeHeic } from './decode-heic';
import { provideHeicWasm } from './libheif-engine';

// Made by scripts/fetch-media.sh with Debian's heif-enc (x265) from a real 640 × 400 photo.
const FIXTURE = path.resolve('.fixtures/heic/exif-gps.heic');
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

beforeAll(() => {
  const wasm = readFileSync(path.resolve('node_modules/libheif-js/libheif-wasm/libheif.wasm'));
  provideHeicWasm(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
});

describe.runIf(existsSync(FIXTURE))('decodeHeic on a real HEIC', () => {
  it('reads its header and decodes it to the photo it was made from', async () => {
    const bytes = new Uint8Array(readFileSync(FIXTURE));
    expect(inspectImage(bytes)).toMatchObject({ format: 'heic', width: 640, height: 400, animated: false });
    const pixels = await decodeHeic(bytes);
    expect([pixels.width, pixels.height]).toEqual([640, 400]);
    // A photo, not a blank: its pixels vary and are opaque.
    const reds = new Set<number>();
    for (let i = 0; i < pixels.data.length; i += 4 * 97) reds.add(pixels.data[i]);
    expect(reds.size).toBeGreaterThan(50);
    expect(pixels.data[3]).toBe(255);
  });

  it('refuses a cut-off file before decoding, and fails a damaged one with the decode message', async () => {
    const bytes = new Uint8Array(readFileSync(FIXTURE));
    expect(() => inspectImage(bytes.subarray(0, Math.floor(bytes.length * 0.6)))).toThrow(expect.objectContaining({ key: 'errors.truncated' }));
    const scrambled = bytes.slice();
    for (let i = 200; i < scrambled.length; i += 3) scrambled[i] ^= 0x5a;
    await expect(decodeHeic(scrambled)).rejects.toMatchObject({ key: 'errors.decode' });
  });

  it('refuses a declared size over the pixel limit before decoding', async () => {
    const bytes = new Uint8Array(readFileSync(FIXTURE));
    const huge = bytes.slice();
    // Every 'ispe' (the image's declared size) says 40000 × 40000.
    for (let at = 0; at + 16 < huge.length; at++) {
      if (String.fromCharCode(...huge.subarray(at, at + 4)) === 'ispe') huge.set([...be32(40000), ...be32(40000)], at + 8);
    }
    expect(() => inspectImage(huge)).toThrow(expect.objectContaining({ key: 'errors.tooLarge' }));
    await expect(decodeHeic(huge)).rejects.toMatchObject({ key: 'errors.tooLarge' });
  });

  it('decodes a genuine grid of its picture, and refuses one whose tiles are far more than its declared size before decoding', async () => {
    const tile = tileFromHeic(new Uint8Array(readFileSync(FIXTURE)));
    const grid = await decodeHeic(gridHeic({ rows: 2, columns: 2, width: 1200, height: 700, tile }));
    expect([grid.width, grid.height]).toEqual([1200, 700]);
    // The bottom-right tile holds the photo's top-left corner again.
    const at = (x: number, y: number) => grid.data[(y * 1200 + x) * 4];
    expect(Math.abs(at(640 + 10, 400 + 10) - at(10, 10))).toBeLessThan(8);
    // 31 × 31 tiles of 640 × 400 (246 MP) declaring 64 × 64: libheif decoded every tile before.
    const lying = gridHeic({ rows: 31, columns: 31, width: 64, height: 64, tile });
    await expect(decodeHeic(lying)).rejects.toMatchObject({ key: 'errors.tooLarge', params: { width: 31 * 640, height: 31 * 400 } });
  });
});
