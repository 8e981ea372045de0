/**
 * Carries EXIF (APP1) and the ICC colour profile (APP2) from a source JPEG into a re-encoded one,
 * for "keep metadata". The pixels were already turned upright, so the EXIF orientation is reset
 * to 1 (otherwise viewers would rotate the photo a second time).
 */
const SOI = 0xd8;
const SOS = 0xda;

export function copyJpegMetadata(source: Uint8Array, target: Uint8Array): Uint8Array {
  const kept = metadataSegments(source);
  if (!kept.length) return target;
  const insertAt = 2 + (isJfifSegment(target, 2) ? 2 + ((target[4] << 8) | target[5]) : 0);
  const parts = [target.subarray(0, insertAt), ...kept, target.subarray(insertAt)];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function isJfifSegment(b: Uint8Array, at: number): boolean {
  return b[at] === 0xff && b[at + 1] === 0xe0;
}

function metadataSegments(b: Uint8Array): Uint8Array[] {
  if (b[0] !== 0xff || b[1] !== SOI) return [];
  const found: Uint8Array[] = [];
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff && b[at + 1] !== SOS; ) {
    const marker = b[at + 1];
    const length = (b[at + 2] << 8) | b[at + 3];
    const segment = b.slice(at, at + 2 + length);
    const label = String.fromCharCode(...segment.subarray(4, 16));
    if (marker === 0xe1 && label.startsWith('Exif\0')) found.push(resetOrientation(segment));
    else if (marker === 0xe2 && label.startsWith('ICC_PROFILE')) found.push(segment);
    at += 2 + length;
  }
  return found;
}

/** Sets EXIF tag 0x0112 (orientation) in IFD0 to 1, in place on a copy of the APP1 segment. */
export function resetOrientation(segment: Uint8Array): Uint8Array {
  const tiff = 10; // FF E1, length (2), "Exif\0\0"
  if (segment.length < tiff + 8) return segment;
  const little = segment[tiff] === 0x49;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const ifd0 = tiff + view.getUint32(tiff + 4, little);
  if (ifd0 + 2 > segment.length) return segment;
  const entries = view.getUint16(ifd0, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > segment.length) break;
    if (view.getUint16(entry, little) === 0x0112) view.setUint16(entry + 8, 1, little);
  }
  return segment;
}
