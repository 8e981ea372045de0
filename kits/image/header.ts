/**
 * Reads an image's format and size from its first bytes, before anything is decoded, so that an
 * oversized or unreadable file becomes an error row instead of a tab that runs out of memory.
 * Pure byte parsing: runs in workers, on the main thread and in Node tests alike.
 */
import type { ImageFormat } from './formats';

export { MIME_TYPES, type ImageFormat } from './formats';

export interface ImageHeader {
  format: ImageFormat;
  /** Stored size (before EXIF orientation); 0 when the format does not say (SVG without width). */
  width: number;
  height: number;
  /** More than one frame (animated GIF, APNG, animated WebP). */
  animated: boolean;
}

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + ((b[at + 3] << 24) >>> 0);

/** The format from magic bytes, never from the file name. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const b = bytes;
  if (b.length >= 8 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 2 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && hasBrand(b, AVIF_BRANDS)) return 'avif';
  // After AVIF: AVIF files list mif1 among their brands too.
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && hasBrand(b, HEIF_BRANDS)) return 'heic';
  if (b.length >= 6 && u32be(b, 0) === 0x00000100 && u16le(b, 4) > 0) return 'ico';
  if (looksLikeSvg(b)) return 'svg';
  return null;
}

const AVIF_BRANDS = ['avif', 'avis'];
/** HEVC stills and sequences, and the generic HEIF brands (iPhones write heic with mif1). */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The ftyp box's major or a compatible brand is one of `brands`. */
function hasBrand(b: Uint8Array, brands: string[]): boolean {
  const boxSize = Math.min(u32be(b, 0), b.length, 64);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    if (brands.includes(ascii(b, at, 4))) return true;
  }
  return false;
}

function looksLikeSvg(b: Uint8Array): boolean {
  const start = new TextDecoder().decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (!/^(<\?xml|<svg|<!--|<!DOCTYPE svg)/i.test(start)) return false;
  return /<svg[\s>]/i.test(start);
}

/** Format, size and animation of an image file, or null when the bytes are not a known image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  const size = SIZE_READERS[format](bytes);
  if (!size) return null;
  return { format, ...size };
}

type Size = { width: number; height: number; animated: boolean } | null;

const SIZE_READERS: Record<ImageFormat, (b: Uint8Array) => Size> = {
  png(b) {
    if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
    return { width: u32be(b, 16), height: u32be(b, 20), animated: hasPngChunkBeforeData(b, 'acTL') };
  },
  jpeg(b) {
    // Walk the segments up to the first SOFn (not DHT C4, JPG C8, DAC CC), the way libjpeg reads
    // them: fill bytes, a stuffed FF00, TEM (01), RSTn (D0–D7) and SOI (D8) carry no length. Reading
    // a length after those let a fake SOF hidden in the next segment pass for the real one.
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
        at += 2;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: u16be(b, at + 7), height: u16be(b, at + 5), animated: false };
      }
      at += 2 + u16be(b, at + 2);
    }
    return null;
  },
  gif(b) {
    if (b.length < 10) return null;
    return { width: u16le(b, 6), height: u16le(b, 8), animated: walkGif(b).frames > 1 };
  },
  webp(b) {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, animated: false };
    if (chunk === 'VP8L' && b.length >= 25) {
      const bits = u32le(b, 21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, animated: false };
    }
    if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, animated: (b[20] & 0x02) !== 0 };
    return null;
  },
  bmp(b) {
    if (b.length < 26) return null;
    if (u32le(b, 14) === 12) return { width: u16le(b, 18), height: u16le(b, 20), animated: false };
    return { width: Math.abs(u32le(b, 18) | 0), height: Math.abs(u32le(b, 22) | 0), animated: false };
  },
  avif: largestIspe,
  // The same container (ISO BMFF with an 'ispe' per image item); the decoder checks the primary item again.
  heic: largestIspe,
  ico(b) {
    const count = u16le(b, 4);
    if (b.length < 6 + 16 * count) return null;
    let width = 0;
    let height = 0;
    for (let i = 0; i < count; i++) {
      const w = b[6 + 16 * i] || 256;
      const h = b[7 + 16 * i] || 256;
      if (w * h > width * height) [width, height] = [w, h];
    }
    return { width, height, animated: false };
  },
  svg(b) {
    return { ...readSvgSize(new TextDecoder().decode(b.subarray(0, 8192))), animated: false };
  },
};

/** An ISO BMFF image's size: the largest 'ispe' property (the primary item; thumbnails and grid tiles are smaller). */
function largestIspe(b: Uint8Array): Size {
  let best: Size = null;
  const end = Math.min(b.length - 16, 1 << 16);
  for (let at = 4; at < end; at++) {
    if (b[at] === 0x69 && ascii(b, at, 4) === 'ispe') {
      const width = u32be(b, at + 8);
      const height = u32be(b, at + 12);
      if (!best || width * height > best.width * best.height) best = { width, height, animated: false };
    }
  }
  if (best && isImageSequence(b)) best.animated = true;
  return best;
}

/** The major brand of an image sequence (AVIF or HEVC). */
const isImageSequence = (b: Uint8Array) => ['avis', 'msf1', 'hevc', 'hevx'].includes(ascii(b, 8, 4));

/** An ISO BMFF file whose top-level boxes run past its end (or whose sizes make no sense) was cut short. */
function boxesComplete(b: Uint8Array): boolean {
  let at = 0;
  while (at + 8 <= b.length) {
    let size = u32be(b, at);
    if (size === 1) {
      if (at + 16 > b.length) return false;
      size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
    } else if (size === 0) {
      return true; // the last box runs to the end of the file
    }
    if (size < 8) return false;
    at += size;
  }
  return at === b.length;
}

function hasPngChunkBeforeData(b: Uint8Array, name: string): boolean {
  for (let at = 8; at + 8 <= b.length; ) {
    const type = ascii(b, at + 4, 4);
    if (type === name) return true;
    if (type === 'IDAT') return false;
    at += 12 + u32be(b, at);
  }
  return false;
}

/** Walks a GIF's blocks: how many frames it has and whether it reaches its trailer byte. */
export function walkGif(b: Uint8Array): { frames: number; complete: boolean } {
  let at = 13;
  if (b[10] & 0x80) at += 3 * (1 << ((b[10] & 0x07) + 1));
  let frames = 0;
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) return { frames, complete: true };
    if (block === 0x21) {
      at += 2;
    } else if (block === 0x2c) {
      frames++;
      const flags = b[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
      at++; // LZW minimum code size
    } else {
      break;
    }
    while (at < b.length && b[at] !== 0) at += b[at] + 1; // data sub-blocks
    at++;
  }
  return { frames, complete: false };
}

function readSvgSize(text: string): { width: number; height: number } {
  const tag = /<svg[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag);
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  const width = Number(attr('width')?.[1] ?? viewBox?.[1] ?? 0);
  const height = Number(attr('height')?.[1] ?? viewBox?.[2] ?? 0);
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * False when a file visibly stops early (no JPEG end marker after the scan, no PNG IEND, no GIF
 * trailer, a HEIC box running past the end). Browsers paint grey or transparent for the missing part instead of failing.
 */
export function looksComplete(bytes: Uint8Array, format: ImageFormat): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  if (format === 'jpeg') return indexOfPair(tail, 0xff, 0xd9) >= 0;
  if (format === 'png') return ascii(tail, 0, tail.length).includes('IEND');
  if (format === 'gif') return walkGif(bytes).complete;
  if (format === 'heic') return boxesComplete(bytes);
  return true;
}

function indexOfPair(b: Uint8Array, first: number, second: number): number {
  for (let i = b.length - 2; i >= 0; i--) if (b[i] === first && b[i + 1] === second) return i;
  return -1;
}
