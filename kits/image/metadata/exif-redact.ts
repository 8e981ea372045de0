/**
 * Removes location and device details from a TIFF/EXIF block in place: the entries go from their
 * directory (the ones after them move up) and their values are zeroed, so every other offset stays
 * valid. Throws ExifDamaged on any offset outside the block: the caller then carries no EXIF at all.
 */
export class ExifDamaged extends Error {}

const GPS_POINTER = 0x8825;
const EXIF_POINTER = 0x8769;
const INTEROP_POINTER = 0xa005;
/** IFD0: Make, Model, Software, Artist, HostComputer, and the GPS directory's pointer. */
const PRIVATE_IFD0 = new Set([0x010f, 0x0110, 0x0131, 0x013b, 0x013c, GPS_POINTER]);
/** Exif IFD: maker notes, owner, body and lens serial numbers, lens make, model and specification, unique id. */
const PRIVATE_EXIF = new Set([0x927c, 0xa430, 0xa431, 0xa432, 0xa433, 0xa434, 0xa435, 0xa420]);
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

/** Zeroes a whole directory and its values (the GPS one). */
function eraseDirectory(t: Tiff, at: number): void {
  const entries = entriesOf(t, at);
  for (const entry of entries) {
    const [value, size] = valueRange(t, entry);
    t.b.fill(0, value, value + size);
  }
  t.b.fill(0, at, at + 2 + entries.length * 12 + 4);
}

/** Takes the entries whose tags are in `remove` out of the directory at `at`, zeroing their values. */
function removeEntries(t: Tiff, at: number, remove: Set<number>): void {
  const entries = entriesOf(t, at);
  const kept: Uint8Array[] = [];
  for (const entry of entries) {
    const tag = u16(t, entry);
    if (!remove.has(tag)) {
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

/** Checks every directory the block points to (IFD0, Exif, GPS, Interop, IFD1) before anything is changed. */
function checkStructure(t: Tiff): void {
  const ifd0 = u32(t, 4);
  for (const entry of entriesOf(t, ifd0)) {
    valueRange(t, entry);
    const tag = u16(t, entry);
    if (tag === EXIF_POINTER) {
      for (const inner of entriesOf(t, u32(t, entry + 8))) {
        valueRange(t, inner);
        if (u16(t, inner) === INTEROP_POINTER) entriesOf(t, u32(t, inner + 8));
      }
    }
    if (tag === GPS_POINTER) for (const inner of entriesOf(t, u32(t, entry + 8))) valueRange(t, inner);
  }
  const ifd1 = u32(t, ifd0 + 2 + u16(t, ifd0) * 12);
  if (ifd1 !== 0) entriesOf(t, ifd1);
}

/** Removes location and device details from the TIFF block `tiff` (changed in place). */
export function redactExif(tiff: Uint8Array): void {
  const t = openTiff(tiff);
  checkStructure(t);
  const ifd0 = u32(t, 4);
  const exifPointer = entriesOf(t, ifd0).find((entry) => u16(t, entry) === EXIF_POINTER);
  if (exifPointer !== undefined) removeEntries(t, u32(t, exifPointer + 8), PRIVATE_EXIF);
  removeEntries(t, ifd0, PRIVATE_IFD0);
}

/** Sets IFD0's orientation (0x0112) to 1: the pixels were already turned upright. */
export function resetOrientation(tiff: Uint8Array): void {
  const t = openTiff(tiff);
  checkStructure(t);
  for (const entry of entriesOf(t, u32(t, 4))) if (u16(t, entry) === 0x0112) t.view.setUint16(entry + 8, 1, t.little);
}
