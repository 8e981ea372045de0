import { Zlib } from 'fflate';
import { pngChunk } from './metadata/png-chunks';
import type { Pixels } from './pixels';
import { buildPalette, paletteRows } from './quantise';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** Rows handed to the compressor at a time. */
const PIECE_BYTES = 1 << 20;

/**
 * The picture reduced to at most `colours` colours (dithered) as an 8-bit indexed PNG, each row
 * deflated as it is mapped (no filters, fast level: OxiPNG chooses both again), so no index array
 * is held. Handing OxiPNG this instead of the palette picture as RGBA keeps its memory near 10
 * bytes a pixel where RGBA cost it 13 or more, and spares a 4-byte-a-pixel copy of our own.
 */
export function palettePng(image: Pixels, colours = 256): Uint8Array {
  const { width, height } = image;
  const palette = buildPalette(image, colours);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, indexed colour, deflate, the one filter method, not interlaced
  const parts: Uint8Array[] = [SIGNATURE, pngChunk('IHDR', header), pngChunk('PLTE', Uint8Array.from(palette.flatMap(([r, g, b]) => [r, g, b])))];
  const alpha = palette.map((entry) => entry[3]);
  // tRNS may stop after the last entry that is not opaque.
  const lastTranslucent = alpha.findLastIndex((a) => a < 255);
  if (lastTranslucent >= 0) parts.push(pngChunk('tRNS', Uint8Array.from(alpha.slice(0, lastTranslucent + 1))));

  const zlib = new Zlib({ level: 1 });
  zlib.ondata = (data) => {
    if (data.length) parts.push(pngChunk('IDAT', data));
  };
  const rowsPerPiece = Math.max(1, Math.floor(PIECE_BYTES / (width + 1)));
  const piece = new Uint8Array(Math.min(rowsPerPiece, height) * (width + 1));
  let inPiece = 0;
  let y = 0;
  for (const row of paletteRows(image, palette)) {
    // Each line: filter type 0 (none), then the indices.
    piece.set(row, inPiece * (width + 1) + 1);
    inPiece++;
    y++;
    if (inPiece === rowsPerPiece || y === height) {
      // fflate copies what it is given: the piece can be filled again.
      zlib.push(piece.subarray(0, inPiece * (width + 1)), y === height);
      inPiece = 0;
    }
  }
  parts.push(pngChunk('IEND', new Uint8Array(0)));
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
