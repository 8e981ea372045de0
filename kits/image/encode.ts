import { sniffFormat } from './header';
import { encodeGif } from './gif';
import { flattenOnto, hasTransparency, type Pixels } from './pixels';
import { palettePng } from './palette-png';
import { encodeAvif, encodeMozjpeg, encodeOxipng, encodeWebpWasm, optimisePng } from './wasm-codecs';

export const OUTPUT_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};
export const OUTPUT_EXTENSION: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };

type Rgb = [number, number, number];

/** What a PNG keeps: every colour (lossless), or a 256-colour palette (smaller, lossy). */
export type PngColours = 'all' | 'palette';

/**
 * How to write one format, stated by the caller for that format: each format's settings say what
 * they mean for it alone (a "lossless" that meant one thing for PNG and another for WebP once made
 * every WebP of a converter lossless). `quality` is 0–100, one scale for every format (mapped per
 * codec below).
 */
export type EncodeSettings =
  | { format: 'jpeg'; quality: number; /** What transparent pixels become. White by default. */ background?: Rgb }
  | { format: 'webp'; /** 'lossless': lossless WebP (every pixel exact; wasm, several times slower and larger). */ quality: number | 'lossless' }
  | { format: 'avif'; quality: number }
  | { format: 'png'; colours: PngColours }
  | { format: 'gif' };

export type LossyFormat = 'jpeg' | 'webp' | 'avif';

/** Formats whose size depends on the quality setting (the ones the similarity search can tune). */
export const LOSSY_FORMATS: readonly LossyFormat[] = ['jpeg', 'webp', 'avif'];
export const isLossyFormat = (format: OutputFormat): format is LossyFormat => (LOSSY_FORMATS as readonly string[]).includes(format);

/** The longest side each format can hold (WebP's header stores 14 bits); the others hold any size within the pixel limit. */
const MAX_SIDE: Partial<Record<OutputFormat, number>> = { webp: 16383 };
export const holdsSize = (format: OutputFormat, width: number, height: number) => Math.max(width, height) <= (MAX_SIDE[format] ?? Infinity);

/** Where a tool offers one quality for every format, PNG below this keeps a 256-colour palette. */
export const PNG_PALETTE_BELOW = 90;

/** What PNG keeps at a quality on the shared scale, for tools whose one slider also drives PNG. */
export const pngColoursAt = (quality: number): PngColours => (quality < PNG_PALETTE_BELOW ? 'palette' : 'all');

/**
 * The settings for a format known only at run time, written at `quality` (0–100): `png` is what a
 * PNG keeps (it has no quality), `background` what a JPEG's transparent pixels become.
 */
export function settingsAt(format: OutputFormat, quality: number, { png, background }: { png: PngColours; background?: Rgb }): EncodeSettings {
  switch (format) {
    case 'png':
      return { format, colours: png };
    case 'gif':
      return { format };
    case 'jpeg':
      return { format, quality, background };
    default:
      return { format, quality };
  }
}

/**
 * AVIF at the same number looks better than JPEG: Squoosh's defaults are MozJPEG 75 and AVIF 50.
 * Map the shared scale so 75 → 50 and 100 → 100.
 */
export function avifQuality(quality: number): number {
  return Math.round(quality <= 75 ? (quality * 50) / 75 : 50 + (quality - 75) * 2);
}

/** The shared 0–100 scale, whole numbers; a fraction in (0, 1) is the 0–1 scale of canvas.toBlob, refused rather than written at near-minimum quality. */
function scaleQuality(quality: number): number {
  if (!Number.isFinite(quality) || (quality > 0 && quality < 1)) throw new RangeError(`Quality ${quality} is not on the 0–100 scale`);
  return Math.max(0, Math.min(100, Math.round(quality)));
}

export async function encodeImage(image: Pixels, settings: EncodeSettings): Promise<ArrayBuffer> {
  switch (settings.format) {
    case 'jpeg': {
      const opaque = hasTransparency(image) ? flattenOnto(image, settings.background ?? [255, 255, 255]) : image;
      return encodeMozjpeg(opaque, scaleQuality(settings.quality));
    }
    case 'webp':
      return settings.quality === 'lossless' ? encodeWebpWasm(image, 100, true) : encodeWebp(image, scaleQuality(settings.quality));
    case 'avif':
      return encodeAvif(image, avifQuality(scaleQuality(settings.quality)));
    case 'png':
      return settings.colours === 'palette' ? optimisePng(palettePng(image, 256)) : encodeOxipng(image);
    case 'gif':
      return encodeGif(image);
  }
}

/** The browser's WebP encoder matches libwebp's size and is much faster; wasm where it is missing. */
async function encodeWebp(image: Pixels, quality: number): Promise<ArrayBuffer> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: quality / 100 });
    const bytes = await blob.arrayBuffer();
    // A browser without a WebP encoder silently returns PNG.
    if (sniffFormat(new Uint8Array(bytes)) === 'webp') return bytes;
  }
  return encodeWebpWasm(image, quality);
}
