import type { Accept } from '../../core/plugin/schema';
import { MIME_TYPES, type ImageFormat } from './formats';

const EXTENSIONS: Record<ImageFormat, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  gif: ['.gif'],
  webp: ['.webp'],
  bmp: ['.bmp'],
  avif: ['.avif'],
  ico: ['.ico'],
  svg: ['.svg'],
  heic: ['.heic', '.heif'],
};

/** A manifest's `accept` for the image formats a tool reads: `acceptImages('jpeg', 'png')`. */
export function acceptImages(...formats: ImageFormat[]): Accept {
  const accept: Accept = Object.fromEntries(formats.map((format) => [MIME_TYPES[format], EXTENSIONS[format]]));
  // Browsers name .heif files image/heif, .heic ones image/heic (or nothing): both are the same container.
  if (formats.includes('heic')) accept['image/heif'] = EXTENSIONS.heic;
  return accept;
}
