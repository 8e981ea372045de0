// Hand-written ZIP archives for tests: every header field set by hand, so an archive can declare
// what a hostile one would (a 4 GB zip64 entry, 100,000 records, a size that lies) in a few bytes.
import { crc32 } from '../crc32';

export interface RawEntry {
  name: string;
  /** The bytes as stored (already deflated when method is 8). */
  data?: Uint8Array;
  method?: 0 | 8;
  /** Declared unpacked size (default: the stored bytes' length). */
  size?: number;
  crc?: number;
  /** Sizes written as zip64 (32-bit fields saturated, the real values in the zip64 extra field). */
  zip64?: boolean;
  encrypted?: boolean;
}

const SATURATED = 0xffffffff;
const UTF8_NAMES = 0x0800;
const encoder = new TextEncoder();

/** A stored entry whose declared size and checksum are the data's own. */
export const storedEntry = (name: string, data: Uint8Array = new Uint8Array(0)): RawEntry => ({ name, data, crc: crc32(data) });

/** An archive of the given entries, in order, with a central directory and end record. */
export function writeZip(entries: RawEntry[]): Uint8Array {
  const names = entries.map((entry) => encoder.encode(entry.name));
  const extraLength = (entry: RawEntry) => (entry.zip64 ? 20 : 0);
  const localSize = entries.reduce((sum, entry, i) => sum + 30 + names[i].length + extraLength(entry) + (entry.data?.length ?? 0), 0);
  const directorySize = entries.reduce((sum, entry, i) => sum + 46 + names[i].length + extraLength(entry), 0);
  const zip64End = entries.length > 0xffff;
  const bytes = new Uint8Array(localSize + directorySize + (zip64End ? 56 + 20 : 0) + 22);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u16 = (value: number) => (view.setUint16(at, value, true), (at += 2));
  const u32 = (value: number) => (view.setUint32(at, value >>> 0, true), (at += 4));
  const u64 = (value: number) => (view.setBigUint64(at, BigInt(value), true), (at += 8));
  const put = (data: Uint8Array) => (bytes.set(data, at), (at += data.length));
  const fields = (entry: RawEntry, name: Uint8Array) => {
    const compressed = entry.data?.length ?? 0;
    const size = entry.size ?? compressed;
    u16(entry.zip64 ? 45 : 20);
    u16(UTF8_NAMES | (entry.encrypted ? 1 : 0));
    u16(entry.method ?? 0);
    u16(0); // time
    u16(0x21); // 1980-01-01
    u32(entry.crc ?? 0);
    u32(entry.zip64 ? SATURATED : compressed);
    u32(entry.zip64 ? SATURATED : size);
    u16(name.length);
    u16(extraLength(entry));
  };
  const zip64Extra = (entry: RawEntry) => {
    if (!entry.zip64) return;
    u16(1);
    u16(16);
    u64(entry.size ?? entry.data?.length ?? 0);
    u64(entry.data?.length ?? 0);
  };
  const offsets: number[] = [];
  entries.forEach((entry, i) => {
    offsets.push(at);
    u32(0x04034b50);
    fields(entry, names[i]);
    put(names[i]);
    zip64Extra(entry);
    if (entry.data) put(entry.data);
  });
  const directoryStart = at;
  entries.forEach((entry, i) => {
    u32(0x02014b50);
    u16(45);
    fields(entry, names[i]);
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[i]);
    put(names[i]);
    zip64Extra(entry);
  });
  if (zip64End) {
    const recordAt = at;
    u32(0x06064b50);
    u64(44);
    u16(45);
    u16(45);
    u32(0);
    u32(0);
    u64(entries.length);
    u64(entries.length);
    u64(directorySize);
    u64(directoryStart);
    u32(0x07064b50);
    u32(0);
    u64(recordAt);
    u32(1);
  }
  u32(0x06054b50);
  u16(0);
  u16(0);
  u16(Math.min(entries.length, 0xffff));
  u16(Math.min(entries.length, 0xffff));
  u32(zip64End ? SATURATED : directorySize);
  u32(zip64End ? SATURATED : directoryStart);
  u16(0);
  return bytes;
}

/**
 * A raw deflate stream of `1 + 258 × matches` zero bytes in about `matches / 4` bytes: one stored
 * zero, then one dynamic-Huffman block whose only codes (one bit each) are "length 258, distance 1"
 * and end-of-block. The densest a deflate bomb gets (about 1,032:1), written without inflating anything.
 */
export function zerosDeflate(matches: number): { data: Uint8Array; size: number } {
  const data = new Uint8Array(64 + Math.ceil(matches / 4));
  let bit = 0;
  const write = (value: number, count: number) => {
    for (let i = 0; i < count; i++, bit++) data[bit >> 3] |= ((value >> i) & 1) << (bit & 7);
  };
  const align = () => (bit = Math.ceil(bit / 8) * 8);
  write(0, 1); // not final
  write(0, 2); // stored
  align();
  write(1, 16);
  write(0xfffe, 16);
  write(0, 8); // the one zero byte
  write(1, 1); // final
  write(2, 2); // dynamic Huffman
  write(286 - 257, 5);
  write(1 - 1, 5);
  write(18 - 4, 4);
  // Code-length code lengths in their fixed order (16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1): only 18 and 1, one bit each.
  [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1].forEach((length) => write(length, 3));
  // Code-length codes: symbol 1 is "0", symbol 18 (a run of zeros, 7 extra bits) is "1".
  const zeros = (count: number) => (write(1, 1), write(count - 11, 7));
  zeros(138);
  zeros(118); // literals 0–255 unused
  write(0, 1); // 256 (end of block): length 1
  zeros(28); // 257–284 unused
  write(0, 1); // 285 (length 258): length 1
  write(0, 1); // distance code 0 (distance 1): length 1
  // Each match is the bits 1, 0: four to a byte (0x55) once the writer is on a byte boundary.
  let left = matches;
  for (; left > 0 && bit % 8; left--) write(1, 2);
  if (bit % 8 === 0) {
    data.fill(0x55, bit >> 3, (bit >> 3) + (left >> 2));
    bit += (left >> 2) * 8;
    left &= 3;
  }
  for (; left > 0; left--) write(1, 2);
  write(0, 1); // end of block
  return { data: data.slice(0, Math.ceil(bit / 8)), size: 1 + 258 * matches };
}
