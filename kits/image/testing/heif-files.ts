/**
 * HEIF files made box by box for tests: grids whose tiles all share one coded picture (as the
 * attacker's 48 KB file of 961 tiles did), with the picture taken from a real single-image HEIC.
 */
import { declaredSize, itemData, readHeifItems } from '../heic/heif-boxes';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const be = (value: number, bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => Math.floor(value / 256 ** (bytes - 1 - i)) % 256);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

export const box = (type: string, ...payload: Uint8Array[]) => {
  const body = concat(payload);
  return concat([be(8 + body.length, 4), ascii(type), body]);
};
export const fullBox = (type: string, version: number, flags: number, ...payload: Uint8Array[]) => box(type, be(version, 1), be(flags, 3), ...payload);
export const u16 = (value: number) => be(value, 2);
export const u32 = (value: number) => be(value, 4);

/** A coded picture: its hvcC property box and its bitstream. */
export interface Tile {
  width: number;
  height: number;
  hvcC: Uint8Array;
  data: Uint8Array;
}

/** The primary picture of a real, single-image HEIC, to tile with. */
export function tileFromHeic(heic: Uint8Array): Tile {
  const items = readHeifItems(heic);
  const primary = items.primary ?? -1;
  const hvcC = items.properties.get(primary)?.find((property) => property.type === 'hvcC');
  const size = declaredSize(heic, items, primary);
  if (!hvcC || !size) throw new Error('not a single coded HEIC picture');
  return { ...size, hvcC: heic.slice(hvcC.start - 8, hvcC.end), data: itemData(heic, items, primary, heic.length) };
}

/** A stand-in tile for files that are only parsed, never decoded. */
export const fakeTile = (width: number, height: number): Tile => ({ width, height, hvcC: box('hvcC', new Uint8Array(23)), data: new Uint8Array(16) });

export interface GridOptions {
  rows: number;
  columns: number;
  /** The output size the grid declares (in its ImageGrid data and its ispe). */
  width: number;
  height: number;
  tile: Tile;
  /** 32-bit output size fields even when 16 bits would do. */
  wide?: boolean;
}

/**
 * A HEIC whose primary item is a grid of rows × columns tiles, every tile pointing at the same coded
 * picture in mdat. Output sizes over 65535 are written with 32-bit fields (ImageGrid flags bit 0).
 */
export function gridHeic({ rows, columns, width, height, tile, wide = width > 0xffff || height > 0xffff }: GridOptions): Uint8Array {
  const count = rows * columns;
  const ids = Array.from({ length: count }, (_, i) => i + 2);
  const gridData = concat([Uint8Array.of(0, wide ? 1 : 0, rows - 1, columns - 1), be(width, wide ? 4 : 2), be(height, wide ? 4 : 2)]);
  const infe = (id: number, type: string) => fullBox('infe', 2, 0, u16(id), u16(0), ascii(type), Uint8Array.of(0));
  const ispe = (w: number, h: number) => fullBox('ispe', 0, 0, u32(w), u32(h));
  const meta = (mdatStart: number) => {
    // iloc v1, 4-byte offsets and lengths: the grid's description in idat, every tile at mdat's payload.
    const tileEntry = (id: number) => concat([u16(id), u16(0), u16(0), u16(1), u32(mdatStart), u32(tile.data.length)]);
    const iloc = fullBox('iloc', 1, 0, u16(0x4400), u16(count + 1), u16(1), u16(1), u16(0), u16(1), u32(0), u32(gridData.length), ...ids.map(tileEntry));
    // ipma: the grid has property 1 (its ispe); each tile 3 (hvcC, essential) and 2 (its ispe).
    const ipma = fullBox('ipma', 0, 0, u32(count + 1), u16(1), Uint8Array.of(1, 0x81), ...ids.map((id) => concat([u16(id), Uint8Array.of(2, 0x83, 0x02)])));
    return fullBox(
      'meta', 0, 0,
      fullBox('hdlr', 0, 0, u32(0), ascii('pict'), new Uint8Array(12), Uint8Array.of(0)),
      fullBox('pitm', 0, 0, u16(1)),
      fullBox('iinf', 0, 0, u16(count + 1), infe(1, 'grid'), ...ids.map((id) => infe(id, 'hvc1'))),
      iloc,
      fullBox('iref', 0, 0, box('dimg', u16(1), u16(count), ...ids.map(u16))),
      box('iprp', box('ipco', ispe(width, height), ispe(tile.width, tile.height), tile.hvcC), ipma),
      box('idat', gridData),
    );
  };
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic'));
  // The meta box's size does not depend on where mdat starts: lay it out once to find that place.
  const mdatStart = ftyp.length + meta(0).length + 8;
  return concat([ftyp, meta(mdatStart), box('mdat', tile.data)]);
}
