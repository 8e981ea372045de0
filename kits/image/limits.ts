import { ProcessingError } from '../../core/processing/errors';
import { looksComplete, readImageHeader, sniffFormat, type ImageHeader } from './header';

/**
 * The largest image the pipeline decodes: 100 megapixels (400 MB of RGBA), checked from the file
 * header before any pixel is allocated. Browsers also cap a canvas side at 32767 px.
 */
export const MAX_PIXELS = 100_000_000;
export const MAX_SIDE = 32_767;

/**
 * Reads and checks an image's header, throwing a ProcessingError with a translation key for files
 * that are empty, not images, cut short or too large. Keys live in the `errors` group of a tool's
 * namespace: empty, notAnImage, truncated, tooLarge.
 */
export function inspectImage(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  const format = sniffFormat(bytes);
  if (!format) throw new ProcessingError('errors.notAnImage', 'Not an image in a supported format');
  const header = readImageHeader(bytes);
  if (!header || !looksComplete(bytes, format)) throw new ProcessingError('errors.truncated', 'The image file is incomplete');
  // An SVG may declare no size at all (it then takes its viewBox, or the canvas it is drawn on).
  if (header.format !== 'svg' && (header.width < 1 || header.height < 1)) throw new ProcessingError('errors.decode', `The image could not be decoded: it declares ${header.width} × ${header.height} pixels`);
  checkPixelLimit(header.width, header.height);
  return header;
}

export function checkPixelLimit(width: number, height: number): void {
  if (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE) throw tooLarge(width, height);
}

/** The error for an image over the limit, naming the size it amounts to. */
export function tooLarge(width: number, height: number): ProcessingError {
  return new ProcessingError('errors.tooLarge', `Image too large: ${width}×${height}`, { width, height, limit: MAX_PIXELS / 1_000_000 });
}

/**
 * The same limit on what a decoder actually produced: a header can lie in ways no reader of ours
 * foresees (a fake frame header, an ICO entry smaller than its PNG). Called after decoding, before
 * anything is drawn; closes the bitmap when it is refused.
 */
export function checkDecodedSize<T extends { width: number; height: number; close?(): void }>(decoded: T): T {
  try {
    checkPixelLimit(decoded.width, decoded.height);
  } catch (error) {
    decoded.close?.();
    throw error;
  }
  return decoded;
}
