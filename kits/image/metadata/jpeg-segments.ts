import { ascii, exifFor, joined, latin1, noBlocks, sameOrNew, type MetadataBlocks } from './blocks';
import type { MetadataMode } from './metadata-mode';

const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;

export type SegmentKind = 'exif' | 'xmp' | 'icc' | 'mpf' | 'iptc' | 'comment' | 'jfif' | 'adobe' | 'otherApp' | 'image';

export interface Segment {
  kind: SegmentKind;
  /** The whole segment, marker included. */
  bytes: Uint8Array;
  /** Where its payload starts within `bytes` (after marker, length and label). */
  body: number;
}

export interface JpegLayout {
  /** The segments before the first scan. */
  segments: Segment[];
  /** From the first scan to the end of the image (EOI included). */
  image: Uint8Array;
  /** Whatever follows the image's end (an MPF second image, a trailer). */
  trailer: Uint8Array;
}

const LABELS: [number, string, SegmentKind][] = [
  [0xe1, 'Exif\0\0', 'exif'],
  [0xe1, 'http://ns.adobe.com/xap/1.0/\0', 'xmp'],
  [0xe1, 'http://ns.adobe.com/xmp/extension/\0', 'xmp'],
  [0xe2, 'ICC_PROFILE\0', 'icc'],
  [0xe2, 'MPF\0', 'mpf'],
  [0xed, 'Photoshop 3.0\0', 'iptc'],
  [0xe0, 'JFIF\0', 'jfif'],
  [0xee, 'Adobe', 'adobe'],
];

function classify(b: Uint8Array): [SegmentKind, number] {
  const marker = b[1];
  if (marker === COM) return ['comment', 4];
  if (marker < 0xe0 || marker > 0xef) return ['image', 4];
  const label = ascii(b, 4, 4 + 40);
  const known = LABELS.find(([m, text]) => m === marker && label.startsWith(text));
  return known ? [known[2], 4 + known[1].length] : ['otherApp', 4];
}

/** Where the entropy-coded data from `at` ends: the next marker that is not a stuffed byte or a restart. */
function nextMarker(b: Uint8Array, at: number): number {
  for (let i = at; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1];
    if (next !== 0 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return i;
  }
  return b.length;
}

/** A JPEG's segments, image data and trailer; null when it is not a JPEG this walker follows. */
export function jpegLayout(b: Uint8Array): JpegLayout | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff && b[at + 1] !== SOS) {
    if (b[at + 1] === 0xff) {
      at++; // fill byte
      continue;
    }
    const end = at + 2 + ((b[at + 2] << 8) | b[at + 3]);
    if (end > b.length) return null;
    const bytes = b.subarray(at, end);
    const [kind, body] = classify(bytes);
    segments.push({ kind, bytes, body });
    at = end;
  }
  if (b[at] !== 0xff || b[at + 1] !== SOS) return null;
  // Scans, and the tables between them in a progressive file, up to the end of the image.
  let cursor = at;
  for (;;) {
    if (cursor + 4 > b.length) return { segments, image: b.subarray(at), trailer: b.subarray(b.length) };
    if (b[cursor + 1] === EOI) break;
    const length = (b[cursor + 2] << 8) | b[cursor + 3];
    cursor = b[cursor + 1] === SOS ? nextMarker(b, cursor + 2 + length) : cursor + 2 + length;
    if (cursor >= b.length) return { segments, image: b.subarray(at), trailer: b.subarray(b.length) };
  }
  return { segments, image: b.subarray(at, cursor + 2), trailer: b.subarray(cursor + 2) };
}

export function jpegBlocks(b: Uint8Array): MetadataBlocks | null {
  const layout = jpegLayout(b);
  if (!layout) return null;
  const blocks = noBlocks();
  const icc: Uint8Array[] = [];
  for (const { kind, bytes, body } of layout.segments) {
    if (kind === 'exif' && !blocks.exif) blocks.exif = bytes.subarray(body);
    else if (kind === 'xmp') blocks.xmp.push(bytes.subarray(body));
    else if (kind === 'iptc') blocks.iptc = bytes.subarray(4);
    else if (kind === 'icc') icc.push(bytes.subarray(body + 2));
    else if (kind === 'comment') blocks.comments.push(latin1(bytes.subarray(4)).replace(/\0+$/, ''));
    else if (kind === 'mpf') blocks.extraImages = true;
  }
  if (icc.length) blocks.icc = joined(icc);
  if (layout.trailer.some((byte) => byte !== 0)) blocks.extraImages = true;
  return blocks;
}

/** An APP1 segment holding `tiff`. */
export function exifSegment(tiff: Uint8Array): Uint8Array {
  const length = 2 + 6 + tiff.length;
  return joined([new Uint8Array([0xff, 0xe1, length >> 8, length & 255, 0x45, 0x78, 0x69, 0x66, 0, 0]), tiff]);
}

/** Segments any mode keeps: the picture's own (JFIF, Adobe colour transform, colour profile, tables). */
const STRUCTURAL: SegmentKind[] = ['image', 'jfif', 'adobe', 'icc'];

/**
 * The JPEG without what the mode removes, losslessly (segments dropped, the scan data untouched):
 * `source` itself when there is nothing to remove, null when it cannot be done here.
 */
export function stripJpeg(source: Uint8Array, mode: Exclude<MetadataMode, 'keep'>): Uint8Array | null {
  const layout = jpegLayout(source);
  if (!layout) return null;
  const parts: Uint8Array[] = [source.subarray(0, 2)];
  let exifSeen = false;
  for (const { kind, bytes, body } of layout.segments) {
    if (STRUCTURAL.includes(kind)) parts.push(bytes);
    else if (kind === 'exif' && !exifSeen) {
      exifSeen = true;
      const decision = exifFor(bytes.subarray(body), mode);
      if ('impossible' in decision) return null;
      if ('keep' in decision) parts.push(exifSegment(decision.keep));
    }
  }
  parts.push(layout.image);
  return sameOrNew(source, joined(parts));
}
