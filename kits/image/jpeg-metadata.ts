/**
 * Carries EXIF (APP1) and the ICC colour profile (APP2) from a source JPEG into a re-encoded one, as
 * the visitor chose (kits/image/metadata/metadata-mode.ts): all of it, without location and device
 * details, or nothing. The pixels were already turned upright, so the EXIF orientation is reset to 1
 * (otherwise viewers would rotate the photo a second time). An EXIF block whose offsets point
 * outside it is left out whole.
 */
import { ExifDamaged, redactExif, resetOrientation } from './metadata/exif-redact';
import type { MetadataMode } from './metadata/metadata-mode';

const SOI = 0xd8;
const SOS = 0xda;
/** FF E1, length (2), "Exif\0\0": where the TIFF block starts in an APP1 segment. */
const TIFF_AT = 10;

export function copyJpegMetadata(source: Uint8Array, target: Uint8Array, mode: MetadataMode = 'keep'): Uint8Array {
  const kept = mode === 'none' ? [] : metadataSegments(source, mode);
  if (!kept.length) return target;
  const insertAt = 2 + (isJfifSegment(target, 2) ? 2 + ((target[4] << 8) | target[5]) : 0);
  return joined([target.subarray(0, insertAt), ...kept, target.subarray(insertAt)]);
}

function joined(parts: Uint8Array[]): Uint8Array {
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

/** The source's APP1 Exif and APP2 ICC segments (copies), as the mode keeps them. */
function metadataSegments(b: Uint8Array, mode: Exclude<MetadataMode, 'none'>): Uint8Array[] {
  if (b[0] !== 0xff || b[1] !== SOI) return [];
  const found: Uint8Array[] = [];
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff && b[at + 1] !== SOS; ) {
    const marker = b[at + 1];
    const length = (b[at + 2] << 8) | b[at + 3];
    const segment = b.slice(at, at + 2 + length);
    const label = String.fromCharCode(...segment.subarray(4, 16));
    if (marker === 0xe1 && label.startsWith('Exif\0')) {
      const exif = cleanExif(segment, mode);
      if (exif) found.push(exif);
    } else if (marker === 0xe2 && label.startsWith('ICC_PROFILE')) found.push(segment);
    at += 2 + length;
  }
  return found;
}

/**
 * The source JPEG itself, its metadata cut down to what "remove location and device details" keeps:
 * EXIF without them (orientation untouched: these pixels were not turned), the colour profile, no
 * XMP (it may repeat the GPS position). For when re-encoding would only make the file larger.
 */
export function withoutPrivateMetadata(source: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [source.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= source.length && source[at] === 0xff && source[at + 1] !== SOS) {
    const length = (source[at + 2] << 8) | source[at + 3];
    const segment = source.subarray(at, at + 2 + length);
    const label = String.fromCharCode(...segment.subarray(4, 16));
    if (source[at + 1] === 0xe1 && label.startsWith('Exif\0')) {
      const exif = cleanExif(segment.slice(), 'private', false);
      if (exif) parts.push(exif);
    } else if (!(source[at + 1] === 0xe1 && label.startsWith('http://ns.'))) {
      parts.push(segment);
    }
    at += 2 + length;
  }
  parts.push(source.subarray(at));
  return joined(parts);
}

/** The APP1 segment with private details removed (and its orientation reset), or null when damaged. */
function cleanExif(segment: Uint8Array, mode: Exclude<MetadataMode, 'none'>, upright = true): Uint8Array | null {
  const tiff = segment.subarray(TIFF_AT);
  try {
    if (mode === 'private') redactExif(tiff);
    if (upright) resetOrientation(tiff);
    return segment;
  } catch (error) {
    if (error instanceof ExifDamaged) return null;
    throw error;
  }
}
