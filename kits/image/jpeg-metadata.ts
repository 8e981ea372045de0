/**
 * Copies a source JPEG's metadata into a re-encoded one, as the visitor chose
 * (kits/image/metadata/metadata-mode.ts): all of it (EXIF, XMP, IPTC, comments, colour profile),
 * EXIF without location and device details and the colour profile, or nothing. The pixels were
 * already turned upright, so the EXIF orientation is reset to 1 (otherwise viewers would rotate the
 * photo a second time). An EXIF block whose offsets point outside it is left out whole.
 */
import { exifFor, joined } from './metadata/blocks';
import { ExifDamaged, resetOrientation } from './metadata/exif-redact';
import { exifSegment, jpegLayout, type SegmentKind } from './metadata/jpeg-segments';
import type { MetadataMode } from './metadata/metadata-mode';

/** What "Keep all" carries into a new JPEG (an MPF index would point at images the new file lacks). */
const KEPT_ALL: SegmentKind[] = ['exif', 'xmp', 'iptc', 'icc', 'comment'];

export function copyJpegMetadata(source: Uint8Array, target: Uint8Array, mode: MetadataMode = 'keep'): Uint8Array {
  const kept = mode === 'none' ? [] : metadataSegments(source, mode);
  if (!kept.length) return target;
  const insertAt = 2 + (target[2] === 0xff && target[3] === 0xe0 ? 2 + ((target[4] << 8) | target[5]) : 0);
  return joined([target.subarray(0, insertAt), ...kept, target.subarray(insertAt)]);
}

/** The source's metadata segments (copies), as the mode keeps them. */
function metadataSegments(b: Uint8Array, mode: Exclude<MetadataMode, 'none'>): Uint8Array[] {
  const layout = jpegLayout(b);
  if (!layout) return [];
  const found: Uint8Array[] = [];
  let exifSeen = false;
  for (const { kind, bytes, body } of layout.segments) {
    if (kind === 'exif') {
      if (exifSeen) continue;
      exifSeen = true;
      const exif = uprightExif(bytes.subarray(body), mode);
      if (exif) found.push(exifSegment(exif));
    } else if (kind === 'icc' || (mode === 'keep' && KEPT_ALL.includes(kind))) found.push(new Uint8Array(bytes));
  }
  return found;
}

/** A copy of the TIFF block as the mode keeps it, orientation reset; null when damaged. */
function uprightExif(tiff: Uint8Array, mode: Exclude<MetadataMode, 'none'>): Uint8Array | null {
  const decision = mode === 'private' ? exifFor(tiff, 'private') : { keep: new Uint8Array(tiff) };
  if (!('keep' in decision)) return null;
  try {
    resetOrientation(decision.keep);
    return decision.keep;
  } catch (error) {
    if (error instanceof ExifDamaged) return null;
    throw error;
  }
}
