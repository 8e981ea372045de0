/**
 * Removes location and device details from a TIFF/EXIF block in place. Only tags known to describe
 * the picture and the exposure stay (a list of what may stay, not of what must go: a camera writes
 * its name, serials and owner in many tags, ImageDescription "OLYMPUS DIGITAL CAMERA" among them);
 * the GPS directory and the IFD1 thumbnail (which carries EXIF of its own) go whole. Entries go from
 * their directory (the ones after them move up) and their values are zeroed, so every other offset
 * stays valid. Throws ExifDamaged on any offset outside the block: the caller then carries no EXIF.
 */
export class ExifDamaged extends Error {}

const GPS_POINTER = 0x8825;
const EXIF_POINTER = 0x8769;
const INTEROP_POINTER = 0xa005;
const ORIENTATION = 0x0112;
/** IFD0 tags that may stay: picture structure, orientation, resolution, colour, the date, the Exif IFD's pointer. */
const KEPT_IFD0 = new Set([
  0x0100, 0x0101, 0x0102, 0x0103, 0x0106, 0x0112, 0x0115, 0x011a, 0x011b, 0x011c, 0x0128, 0x0132, 0x013e, 0x013f, 0x0211, 0x0212, 0x0213, 0x0214,
  EXIF_POINTER,
]);
/** Exif IFD tags that may stay: exposure, dates and time zones, colour space, sizes, the Interop IFD's pointer. */
const KEPT_EXIF = new Set([
  0x829a, 0x829d, 0x8822, 0x8827, 0x8830, 0x8831, 0x8832, 0x8833, 0x8834, 0x8835, 0x9000, 0x9003, 0x9004, 0x9010, 0x9011, 0x9012, 0x9101, 0x9102,
  0x9201, 0x9202, 0x9203, 0x9204, 0x9205, 0x9206, 0x9207, 0x9208, 0x9209, 0x920a, 0x9214, 0x9290, 0x9291, 0x9292, 0xa000, 0xa001, 0xa002, 0xa003,
  INTEROP_POINTER, 0xa20b, 0xa20e, 0xa20f, 0xa210, 0xa214, 0xa215, 0xa217, 0xa300, 0xa301, 0xa302, 0xa401, 0xa402, 0xa403, 0xa404, 0xa405, 0xa406,
  0xa407, 0xa408, 0xa409, 0xa40a, 0xa40c, 0xa460, 0xa461, 0xa462, 0xa500,
]);
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };

interface Tiff {
  b: Uint8Array;
  view: DataView;
  little: boolean;
}

function openTiff(b: Uint8Array): Tiff {
  if (b.length < 8) throw new ExifDamaged('EXIF block too short');
  const little = b[0] === 0x49 && b[1] === 0x49;
  if (!little && !(b[0] === 0x4d && b[1] === 0x4d)) throw new ExifDamaged('not a TIFF header');
  return { b, view: new DataView(b.buffer, b.byteOffset, b.byteLength), little };
}

const u16 = (t: Tiff, at: number) => t.view.getUint16(at, t.little);
const u32 = (t: Tiff, at: number) => t.view.getUint32(at, t.little);

/** A directory's entry count, checked to lie inside the block with its next-directory offset. */
function directory(t: Tiff, at: number): number {
  if (at < 8 || at + 2 > t.b.length) throw new ExifDamaged(`directory offset ${at} outside the block`);
  const count = u16(t, at);
  if (at + 2 + count * 12 + 4 > t.b.length) throw new ExifDamaged(`directory at ${at} runs past the block`);
  return count;
}

/** Where an entry's value lies, and how long it is (values of 4 bytes or less sit in the entry). */
function valueRange(t: Tiff, entry: number): [number, number] {
  const size = (TYPE_SIZES[u16(t, entry + 2)] ?? 1) * u32(t, entry + 4);
  if (size <= 4) return [entry + 8, 4];
  const at = u32(t, entry + 8);
  if (at + size > t.b.length) throw new ExifDamaged(`value at ${at} runs past the block`);
  return [at, size];
}

/** Every entry of the directory at `at`, checked, without changing anything. */
function entriesOf(t: Tiff, at: number): number[] {
  const count = directory(t, at);
  return Array.from({ length: count }, (_, i) => at + 2 + i * 12);
}

const nextOffsetAt = (t: Tiff, at: number) => at + 2 + u16(t, at) * 12;

/** The IFD1 thumbnail's JPEG bytes, checked: [offset, length], or undefined. */
function thumbnailRange(t: Tiff, ifd1: number): [number, number] | undefined {
  const entries = entriesOf(t, ifd1);
  const value = (tag: number) => entries.find((entry) => u16(t, entry) === tag);
  const [offset, length] = [value(0x0201), value(0x0202)];
  if (offset === undefined || length === undefined) return undefined;
  const [at, size] = [u32(t, offset + 8), u32(t, length + 8)];
  if (at + size > t.b.length) throw new ExifDamaged(`thumbnail at ${at} runs past the block`);
  return [at, size];
}

/** Zeroes a whole directory and its values (the GPS one, IFD1 with its thumbnail). */
function eraseDirectory(t: Tiff, at: number, thumbnail?: [number, number]): void {
  const entries = entriesOf(t, at);
  for (const entry of entries) {
    const [value, size] = valueRange(t, entry);
    t.b.fill(0, value, value + size);
  }
  if (thumbnail) t.b.fill(0, thumbnail[0], thumbnail[0] + thumbnail[1]);
  t.b.fill(0, at, at + 2 + entries.length * 12 + 4);
}

/** Keeps in the directory at `at` only the entries whose tags are in `keep`, zeroing the others' values. */
function keepEntries(t: Tiff, at: number, keep: Set<number>): void {
  const entries = entriesOf(t, at);
  const kept: Uint8Array[] = [];
  for (const entry of entries) {
    const tag = u16(t, entry);
    if (keep.has(tag)) {
      kept.push(t.b.slice(entry, entry + 12));
      continue;
    }
    if (tag === GPS_POINTER) eraseDirectory(t, u32(t, entry + 8));
    const [value, size] = valueRange(t, entry);
    t.b.fill(0, value, value + size);
  }
  if (kept.length === entries.length) return;
  const next = t.b.slice(at + 2 + entries.length * 12, at + 2 + entries.length * 12 + 4);
  t.view.setUint16(at, kept.length, t.little);
  kept.forEach((entry, i) => t.b.set(entry, at + 2 + i * 12));
  const end = at + 2 + kept.length * 12;
  t.b.set(next, end);
  t.b.fill(0, end + 4, at + 2 + entries.length * 12 + 4);
}

/** Every directory of the block (IFD0, Exif, GPS, Interop, IFD1), checked before anything is changed. */
function checkStructure(t: Tiff): void {
  const ifd0 = u32(t, 4);
  for (const entry of entriesOf(t, ifd0)) {
    valueRange(t, entry);
    const tag = u16(t, entry);
    if (tag === EXIF_POINTER) {
      for (const inner of entriesOf(t, u32(t, entry + 8))) {
        valueRange(t, inner);
        if (u16(t, inner) === INTEROP_POINTER) for (const interop of entriesOf(t, u32(t, inner + 8))) valueRange(t, interop);
      }
    }
    if (tag === GPS_POINTER) for (const inner of entriesOf(t, u32(t, entry + 8))) valueRange(t, inner);
  }
  const ifd1 = u32(t, nextOffsetAt(t, ifd0));
  if (ifd1 !== 0) {
    for (const entry of entriesOf(t, ifd1)) valueRange(t, entry);
    thumbnailRange(t, ifd1);
  }
}

/** The end of the last byte the block still uses (directories and their values): what follows is zeros. */
function usedLength(t: Tiff): number {
  let end = 8;
  const directoryEnd = (at: number) => {
    const entries = entriesOf(t, at);
    end = Math.max(end, at + 2 + entries.length * 12 + 4);
    for (const entry of entries) {
      const [value, size] = valueRange(t, entry);
      end = Math.max(end, value + size);
      const tag = u16(t, entry);
      if (tag === EXIF_POINTER || tag === INTEROP_POINTER || tag === GPS_POINTER) directoryEnd(u32(t, entry + 8));
    }
  };
  const ifd0 = u32(t, 4);
  directoryEnd(ifd0);
  const ifd1 = u32(t, nextOffsetAt(t, ifd0));
  if (ifd1 !== 0) {
    directoryEnd(ifd1);
    const thumbnail = thumbnailRange(t, ifd1);
    if (thumbnail) end = Math.max(end, thumbnail[0] + thumbnail[1]);
  }
  return end;
}

/**
 * Removes location and device details and the thumbnail from the TIFF block `tiff` (changed in
 * place). Returns the length the block still needs: the bytes after it are unused.
 */
export function redactExif(tiff: Uint8Array): number {
  const t = openTiff(tiff);
  checkStructure(t);
  const ifd0 = u32(t, 4);
  const ifd1 = u32(t, nextOffsetAt(t, ifd0));
  if (ifd1 !== 0) {
    eraseDirectory(t, ifd1, thumbnailRange(t, ifd1));
    t.view.setUint32(nextOffsetAt(t, ifd0), 0, t.little);
  }
  const exifPointer = entriesOf(t, ifd0).find((entry) => u16(t, entry) === EXIF_POINTER);
  if (exifPointer !== undefined) keepEntries(t, u32(t, exifPointer + 8), KEPT_EXIF);
  keepEntries(t, ifd0, KEPT_IFD0);
  return usedLength(t);
}

/** IFD0's orientation (1 when absent); throws ExifDamaged. */
export function exifOrientation(tiff: Uint8Array): number {
  const t = openTiff(tiff);
  const entry = entriesOf(t, u32(t, 4)).find((at) => u16(t, at) === ORIENTATION);
  return entry === undefined ? 1 : u16(t, entry + 8);
}

/** Sets IFD0's orientation (0x0112) to 1: the pixels were already turned upright. */
export function resetOrientation(tiff: Uint8Array): void {
  const t = openTiff(tiff);
  checkStructure(t);
  for (const entry of entriesOf(t, u32(t, 4))) if (u16(t, entry) === ORIENTATION) t.view.setUint16(entry + 8, 1, t.little);
}
