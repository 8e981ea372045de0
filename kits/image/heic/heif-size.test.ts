import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTile, gridHeic, tileFromHeic } from '../testing/heif-files';
import { checkHeifSize } from './heif-size';

// Made by scripts/fetch-media.sh with Debian's heif-enc (x265): one coded 640 × 400 picture.
const FIXTURE = path.resolve('.fixtures/heic/exif-gps.heic');

const tooLarge = (width: number, height: number) => expect.objectContaining({ key: 'errors.tooLarge', params: { width, height, limit: 100 } });
const damaged = (why: RegExp) => expect.objectContaining({ key: 'errors.decode', message: expect.stringMatching(why) });

/** The offset of a four-character code's first appearance. */
const find = (bytes: Uint8Array, type: string) => Buffer.from(bytes).indexOf(type, 0, 'latin1');
const patch32 = (bytes: Uint8Array, at: number, value: number) => new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value);

describe('checkHeifSize: what the primary image costs to decode, from the boxes alone', () => {
  it.runIf(existsSync(FIXTURE))('reads a real single-picture HEIC as its 640 × 400', () => {
    expect(checkHeifSize(new Uint8Array(readFileSync(FIXTURE)))).toEqual({ width: 640, height: 400, pixels: 256_000 });
  });

  it('accepts a grid whose tiles cover its size with less than a tile to spare, in 16- or 32-bit fields', () => {
    for (const wide of [false, true]) {
      const grid = gridHeic({ rows: 2, columns: 3, width: 1500, height: 1000, tile: fakeTile(512, 512), wide });
      expect(checkHeifSize(grid)).toEqual({ width: 1500, height: 1000, pixels: 6 * 512 * 512 });
    }
  });

  it('accepts a genuine 94.6 MP grid (under the 100 MP limit, tiles included)', () => {
    const grid = gridHeic({ rows: 17, columns: 22, width: 11_264, height: 8400, tile: fakeTile(512, 512) });
    expect(grid.length).toBeLessThan(30_000);
    expect(checkHeifSize(grid)).toMatchObject({ width: 11_264, height: 8400, pixels: 17 * 22 * 512 * 512 });
  });

  it("refuses a grid declaring 64 × 64 that holds 31 × 31 tiles of 512 or 1024 px: the tiles' size is the real one", () => {
    for (const side of [512, 1024]) {
      const grid = gridHeic({ rows: 31, columns: 31, width: 64, height: 64, tile: fakeTile(side, side) });
      expect(grid.length).toBeLessThan(60_000);
      expect(() => checkHeifSize(grid)).toThrow(tooLarge(31 * side, 31 * side));
    }
  });

  it('refuses a grid whose declared size is over the limit, or whose tiles add up to more than it', () => {
    expect(() => checkHeifSize(gridHeic({ rows: 20, columns: 20, width: 10_240, height: 10_240, tile: fakeTile(512, 512) }))).toThrow(tooLarge(10_240, 10_240));
    expect(() => checkHeifSize(gridHeic({ rows: 2, columns: 2, width: 40_000, height: 300, tile: fakeTile(20_000, 150) }))).toThrow(tooLarge(40_000, 300));
  });

  it('refuses a grid whose tiles do not match its size, small as it is', () => {
    // 4 × 4 tiles of 512 for a 640 × 400 image: two whole columns and three rows too many.
    expect(() => checkHeifSize(gridHeic({ rows: 4, columns: 4, width: 640, height: 400, tile: fakeTile(512, 512) }))).toThrow(damaged(/grid declaring 640 × 400 .* 4 × 4 tiles of 512 × 512/));
    // Tiles that fall short of the declared size.
    expect(() => checkHeifSize(gridHeic({ rows: 2, columns: 2, width: 1100, height: 1000, tile: fakeTile(512, 512) }))).toThrow(damaged(/grid declaring 1100 × 1000/));
  });

  it('fails every cut-off copy of a grid with the decode message, never anything else', () => {
    const grid = gridHeic({ rows: 2, columns: 2, width: 1000, height: 1000, tile: fakeTile(512, 512) });
    for (let length = 0; length < grid.length; length++) {
      expect(() => checkHeifSize(grid.subarray(0, length)), `cut at ${length}`).toThrow(damaged(/./));
    }
  });

  it('ends reference loops, impossible box sizes and absurd counts at once', () => {
    const grid = () => gridHeic({ rows: 1, columns: 2, width: 1000, height: 500, tile: fakeTile(512, 512) });
    const selfTiled = grid();
    const dimg = find(selfTiled, 'dimg');
    selfTiled.set([0, 1], dimg + 8); // the grid's first tile is the grid itself
    expect(() => checkHeifSize(selfTiled)).toThrow(damaged(/levels deep/));

    const boxTooShort = grid();
    patch32(boxTooShort, find(boxTooShort, 'hdlr') - 4, 3);
    expect(() => checkHeifSize(boxTooShort)).toThrow(damaged(/runs past its end/));

    const boxTooLong = grid();
    patch32(boxTooLong, find(boxTooLong, 'ipco') - 4, 0xffff_fff0);
    expect(() => checkHeifSize(boxTooLong)).toThrow(damaged(/runs past its end/));

    const manyAssociations = grid();
    patch32(manyAssociations, find(manyAssociations, 'ipma') + 8, 0xffff_ffff);
    expect(() => checkHeifSize(manyAssociations)).toThrow(damaged(/entries/));

    const manyLocations = grid();
    manyLocations.set([0x10, 0x00], find(manyLocations, 'iloc') + 10);
    expect(() => checkHeifSize(manyLocations)).toThrow(damaged(/ends in the middle/));
  });

  it.runIf(existsSync(FIXTURE))('takes a real picture to tile with', () => {
    const tile = tileFromHeic(new Uint8Array(readFileSync(FIXTURE)));
    expect(tile).toMatchObject({ width: 640, height: 400 });
    expect(checkHeifSize(gridHeic({ rows: 2, columns: 2, width: 1280, height: 800, tile }))).toEqual({ width: 1280, height: 800, pixels: 4 * 256_000 });
  });
});
