import { ExifDamaged, exifOrientation, redactExif } from './exif-redact';
import type { MetadataMode } from './metadata-mode';

/** The metadata a container holds, as raw blocks: what the reader parses and the strippers keep or drop. */
export interface MetadataBlocks {
  /** The TIFF block (starting II or MM). */
  exif?: Uint8Array;
  /** XMP packets. */
  xmp: Uint8Array[];
  /** IPTC, as the body of a Photoshop APP13 segment ("Photoshop 3.0\0" and its resources). */
  iptc?: Uint8Array;
  icc?: Uint8Array;
  /** Comments and text entries ("Author: …"), as written. */
  comments: string[];
  /** Images or data after the picture (an MPF second image, anything after a JPEG's end). */
  extraImages: boolean;
}

export const noBlocks = (): MetadataBlocks => ({ xmp: [], comments: [], extraImages: false });

/** What a container stripper does with its EXIF block for a mode: the block to write, or null to drop it. */
export type ExifDecision = { keep: Uint8Array } | { drop: true } | { impossible: true };

/**
 * The EXIF block a passed-through file may keep. "Remove all" drops it, unless it turns the picture
 * (the file cannot go out as it is then: the re-encode turns the pixels instead); "Remove location
 * and device details" redacts a copy, thumbnail included.
 */
export function exifFor(tiff: Uint8Array, mode: Exclude<MetadataMode, 'keep'>): ExifDecision {
  try {
    if (mode === 'none') return exifOrientation(tiff) > 1 ? { impossible: true } : { drop: true };
    const copy = new Uint8Array(tiff); // a copy, even of a Node Buffer (whose slice is a view)
    return { keep: copy.subarray(0, redactExif(copy)) };
  } catch (error) {
    if (error instanceof ExifDamaged) return { impossible: true };
    throw error;
  }
}

export function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
export const latin1 = (b: Uint8Array) => new TextDecoder('latin1').decode(b);
export const utf8 = (b: Uint8Array) => new TextDecoder().decode(b);

/** The same bytes as `source`: then `source` itself (the caller may ship the original Blob). */
export function sameOrNew(source: Uint8Array, out: Uint8Array): Uint8Array {
  if (out.length !== source.length) return out;
  for (let i = 0; i < out.length; i++) if (out[i] !== source[i]) return out;
  return source;
}
