import { ascii, exifFor, joined, noBlocks, sameOrNew, type MetadataBlocks } from './blocks';
import type { MetadataMode } from './metadata-mode';

/** Chunks that make the picture: every mode keeps them. EXIF, XMP and anything unknown are metadata. */
const PICTURE_CHUNKS = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

interface Chunk {
  type: string;
  bytes: Uint8Array;
  data: Uint8Array;
}

function chunks(b: Uint8Array): Chunk[] | null {
  if (b.length < 12 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const end = Math.min(b.length, 8 + view.getUint32(4, true));
  const list: Chunk[] = [];
  for (let at = 12; at + 8 <= end; ) {
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size & 1);
    if (at + 8 + size > b.length) return null;
    list.push({ type: ascii(b, at, at + 4), bytes: b.subarray(at, Math.min(next, b.length)), data: b.subarray(at + 8, at + 8 + size) });
    at = next;
  }
  return list;
}

/** A WebP EXIF chunk's TIFF block (some writers put "Exif\0\0" before it). */
const tiffOf = (data: Uint8Array) => (ascii(data, 0, 6) === 'Exif\0\0' ? data.subarray(6) : data);

export function webpBlocks(b: Uint8Array): MetadataBlocks | null {
  const list = chunks(b);
  if (!list) return null;
  const blocks = noBlocks();
  for (const { type, data } of list) {
    if (type === 'EXIF') blocks.exif ??= tiffOf(data);
    else if (type === 'XMP ') blocks.xmp.push(data);
    else if (type === 'ICCP') blocks.icc = data;
  }
  return blocks;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  for (let i = 0; i < 4; i++) out[i] = type.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** The WebP without what the mode removes (chunks dropped, VP8X flags and RIFF size updated); `source` when nothing is; null when it cannot be. */
export function stripWebp(source: Uint8Array, mode: Exclude<MetadataMode, 'keep'>): Uint8Array | null {
  const list = chunks(source);
  if (!list) return null;
  const parts: Uint8Array[] = [source.subarray(0, 12)];
  let hasExif = false;
  for (const item of list) {
    if (PICTURE_CHUNKS.has(item.type)) parts.push(item.type === 'VP8X' ? new Uint8Array(item.bytes) : item.bytes);
    else if (item.type === 'EXIF') {
      const decision = exifFor(tiffOf(item.data), mode);
      if ('impossible' in decision) return null;
      if ('keep' in decision) {
        parts.push(chunk('EXIF', decision.keep));
        hasExif = true;
      }
    }
  }
  const vp8x = parts.find((part) => ascii(part, 0, 4) === 'VP8X');
  if (vp8x) vp8x[8] = (vp8x[8] & ~(EXIF_FLAG | XMP_FLAG)) | (hasExif ? EXIF_FLAG : 0);
  const out = joined(parts);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return sameOrNew(source, out);
}
