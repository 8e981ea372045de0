/**
 * A JPEG's EXIF orientation (1–8; 1 when it has none), read from the APP1 segment before the
 * frame, so a decoder asked for a target size can be given the size after rotation.
 */
const APP1 = 0xe1;
const SOS = 0xda;
const ORIENTATION_TAG = 0x0112;

export function jpegOrientation(b: Uint8Array): number {
  if (b[0] !== 0xff || b[1] !== 0xd8) return 1;
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff && b[at + 1] !== SOS; ) {
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = (b[at + 2] << 8) | b[at + 3];
    if (marker === APP1 && isExif(b, at + 4)) return readOrientation(b, at + 10, Math.min(b.length, at + 2 + length));
    at += 2 + length;
  }
  return 1;
}

/** Width and height as shown: orientations 5–8 turn the stored image by a quarter. */
export function orientedSize(size: { width: number; height: number }, orientation: number) {
  return orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}

const isExif = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 6)) === 'Exif\0\0';

/** IFD0's orientation tag in the TIFF structure starting at `tiff` (ending before `end`). */
function readOrientation(b: Uint8Array, tiff: number, end: number): number {
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  if (!little && !(b[tiff] === 0x4d && b[tiff + 1] === 0x4d)) return 1;
  const u16 = (at: number) => (little ? b[at] | (b[at + 1] << 8) : (b[at] << 8) | b[at + 1]);
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 0x10000 : u16(at) * 0x10000 + u16(at + 2));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let entry = ifd + 2; entry < ifd + 2 + count * 12 && entry + 12 <= end; entry += 12) {
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}
