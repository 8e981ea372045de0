import { sniffFormat } from './header';
import { encodeGif } from './gif';
import { flattenOnto, hasTransparency, type Pixels } from './pixels';
import { expandPalette, quantise } from './quantise';
import { encodeAvif, encodeMozjpeg, encodeOxipng, encodeWebpWasm } from './wasm-codecs';

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

export interface EncodeSettings {
  /** 0–100, one scale for every format (mapped per codec below). */
  quality: number;
  /** PNG: keep every colour instead of reducing to a 256-colour palette below quality 90. WebP: lossless WebP. */
  lossless?: boolean;
  /** JPEG only: what transparent pixels become. White by default. */
  background?: [number, number, number];
}

/** Formats whose size depends on the quality setting (the ones the similarity search can tune). */
export const LOSSY_FORMATS: readonly OutputFormat[] = ['jpeg', 'webp', 'avif'];

/** PNG below this quality is reduced to a 256-colour palette before OxiPNG. */
export const PNG_PALETTE_BELOW = 90;

/**
 * AVIF at the same number looks better than JPEG: Squoosh's defaults are MozJPEG 75 and AVIF 50.
 * Map the shared scale so 75 → 50 and 100 → 100.
 */
export function avifQuality(quality: number): number {
  return Math.round(quality <= 75 ? (quality * 50) / 75 : 50 + (quality - 75) * 2);
}

export async function encodeImage(image: Pixels, format: OutputFormat, settings: EncodeSettings): Promise<ArrayBuffer> {
  const quality = Math.max(0, Math.min(100, Math.round(settings.quality)));
  switch (format) {
    case 'jpeg': {
      const opaque = hasTransparency(image) ? flattenOnto(image, settings.background ?? [255, 255, 255]) : image;
      return encodeMozjpeg(opaque, quality);
    }
    case 'webp':
      return settings.lossless ? encodeWebpWasm(image, 100, true) : encodeWebp(image, quality);
    case 'avif':
      return encodeAvif(image, avifQuality(quality));
    case 'png': {
      const lossy = !settings.lossless && quality < PNG_PALETTE_BELOW;
      return encodeOxipng(lossy ? expandPalette(quantise(image, 256), image.width, image.height) : image);
    }
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
