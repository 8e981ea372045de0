import { crc32 } from '../../../core/files/crc32';
import { ascii, exifFor, joined, latin1, noBlocks, sameOrNew, utf8, type MetadataBlocks } from './blocks';
import type { MetadataMode } from './metadata-mode';

/** Chunks that make the picture (and its colour): every mode keeps them. Any other ancillary chunk is metadata. */
const PICTURE_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'hIST', 'pHYs', 'sPLT', 'acTL', 'fcTL', 'fdAT']);
const SIGNATURE = 8;

interface Chunk {
  type: string;
  /** The whole chunk: length, type, data, CRC. */
  bytes: Uint8Array;
  data: Uint8Array;
}

function chunks(b: Uint8Array): { list: Chunk[]; trailer: boolean } | null {
  if (b.length < SIGNATURE || b[0] !== 0x89 || ascii(b, 1, 4) !== 'PNG') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const list: Chunk[] = [];
  let at = SIGNATURE;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > b.length) return null;
    const type = ascii(b, at + 4, at + 8);
    list.push({ type, bytes: b.subarray(at, end), data: b.subarray(at + 8, end - 4) });
    at = end;
    if (type === 'IEND') break;
  }
  return { list, trailer: at < b.length };
}

/** A text chunk's keyword and text (tEXt, zTXt's keyword only, iTXt uncompressed). */
function textOf({ type, data }: Chunk): [string, string] {
  const nul = data.indexOf(0);
  const keyword = latin1(data.subarray(0, nul));
  if (type === 'tEXt') return [keyword, latin1(data.subarray(nul + 1))];
  if (type === 'iTXt' && data[nul + 1] === 0) {
    let at = nul + 3;
    for (let n = 0; n < 2; n++) at = data.indexOf(0, at) + 1; // language tag, translated keyword
    return [keyword, utf8(data.subarray(at))];
  }
  return [keyword, ''];
}

export function pngBlocks(b: Uint8Array): MetadataBlocks | null {
  const found = chunks(b);
  if (!found) return null;
  const blocks = noBlocks();
  blocks.extraImages = found.trailer;
  for (const chunk of found.list) {
    if (chunk.type === 'eXIf') blocks.exif ??= chunk.data;
    else if (chunk.type === 'tEXt' || chunk.type === 'iTXt' || chunk.type === 'zTXt') {
      const [keyword, text] = textOf(chunk);
      if (keyword === 'XML:com.adobe.xmp') blocks.xmp.push(new TextEncoder().encode(text));
      else blocks.comments.push(text ? `${keyword}: ${text}` : keyword);
    }
  }
  return blocks;
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The PNG without what the mode removes (chunks dropped, pixels untouched); `source` when nothing is; null when it cannot be. */
export function stripPng(source: Uint8Array, mode: Exclude<MetadataMode, 'keep'>): Uint8Array | null {
  const found = chunks(source);
  if (!found) return null;
  const parts: Uint8Array[] = [source.subarray(0, SIGNATURE)];
  for (const item of found.list) {
    const critical = item.type.charCodeAt(0) < 0x61;
    if (PICTURE_CHUNKS.has(item.type) || (critical && item.type !== 'eXIf')) parts.push(item.bytes);
    else if (item.type === 'eXIf') {
      const decision = exifFor(item.data, mode);
      if ('impossible' in decision) return null;
      if ('keep' in decision) parts.push(pngChunk('eXIf', decision.keep));
    }
  }
  return sameOrNew(source, joined(parts));
}
