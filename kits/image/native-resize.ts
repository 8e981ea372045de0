import { ProcessingError } from '../../core/processing/errors';
import { toBitmap } from './decode';
import { OUTPUT_MIME } from './encode';
import { MIME_TYPES, sniffFormat, type ImageHeader } from './header';
import { jpegOrientation, orientedSize } from './orientation';
import { squareThumbnail } from '../../core/processing/row-thumbnail';
import { checkDecodedSize, checkPixelLimit } from './limits';

/** Formats the browser itself can write from a canvas. */
export type NativeFormat = 'jpeg' | 'png' | 'webp';

export interface NativeResizeResult {
  blob: Blob;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  /** The result's row picture, from the scaled pixels at hand. */
  thumbnail: string;
}

/**
 * Decode, scale and encode with the browser's own decoder, scaler and encoder, never reading the
 * pixels back into script: several times faster than pixels through the wasm encoders, for a tool
 * whose point is the size in pixels, not the smallest file (image-resize). Same checks as
 * decodeImage: the decoded size and the target size are held to the pixel limit. Null when the
 * browser cannot write the format. `file`, when given, holds the same bytes and is decoded
 * instead of a copy of them. `keepColourProfile`: a JPEG's pixels stay in its profile's space (see
 * keepsColourProfile), for an output that carries the profile.
 */
export async function resizeNatively(
  bytes: Uint8Array,
  header: ImageHeader,
  size: (original: { width: number; height: number }) => { width: number; height: number },
  format: NativeFormat,
  quality: number,
  file?: Blob,
  keepColourProfile = false,
): Promise<NativeResizeResult | null> {
  const scaled = header.format === 'jpeg' ? await decodeJpegToSize(bytes, header, size, file, keepColourProfile) : await decodeThenScale(bytes, header, size);
  try {
    const { bitmap, original } = scaled;
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new ProcessingError('errors.canvas', 'Canvas context not available');
    if (format === 'jpeg') {
      // JPEG has no transparency: transparent pixels become white, as in encodeImage.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.drawImage(bitmap, 0, 0);
    const [blob, thumbnail] = await Promise.all([canvas.convertToBlob({ type: OUTPUT_MIME[format], quality: quality / 100 }), squareThumbnail(bitmap)]);
    if (!(await writesFormat(blob, format))) return null;
    return { blob, width, height, originalWidth: original.width, originalHeight: original.height, thumbnail };
  } finally {
    scaled.bitmap.close();
  }
}

/** Formats this worker's canvas has been seen to write (checked once each, not per photo). */
const nativeFormats = new Set<NativeFormat>();

/** A browser without an encoder for the type silently writes PNG: then false, and the caller uses wasm. */
async function writesFormat(blob: Blob, format: NativeFormat): Promise<boolean> {
  if (nativeFormats.has(format)) return true;
  if (sniffFormat(new Uint8Array(await blob.slice(0, 32).arrayBuffer())) !== format) return false;
  nativeFormats.add(format);
  return true;
}

interface Scaled {
  bitmap: ImageBitmap;
  /** The size after EXIF orientation, before scaling. */
  original: { width: number; height: number };
}

/**
 * A JPEG decoded straight to its target size, in one call: its size after EXIF orientation is known
 * from the header and the orientation tag, so nothing at full size is handed back to script, and the
 * default premultiplied decode (JPEG has no alpha) spares a conversion. About a fifth less CPU per
 * photo than decoding, then scaling (scripts/bench/image-resize.ts).
 */
async function decodeJpegToSize(
  bytes: Uint8Array,
  header: ImageHeader,
  size: (original: Scaled['original']) => Scaled['original'],
  file: Blob | undefined,
  keepColourProfile: boolean,
): Promise<Scaled> {
  const original = orientedSize(header, jpegOrientation(bytes));
  const { width, height } = size(original);
  checkPixelLimit(width, height);
  const blob = file ?? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME_TYPES.jpeg });
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeWidth: width, resizeHeight: height, resizeQuality: 'high', colorSpaceConversion: keepColourProfile ? 'none' : 'default' });
  } catch (error) {
    throw new ProcessingError('errors.decode', `The image could not be decoded (${(error as Error).message})`);
  }
  return { bitmap, original };
}

/** Other formats: decoded whole (their orientation is the browser's to read), then scaled by createImageBitmap's own high-quality scaler. */
async function decodeThenScale(bytes: Uint8Array, header: ImageHeader, size: (original: Scaled['original']) => Scaled['original']): Promise<Scaled> {
  const source = checkDecodedSize(await toBitmap(bytes, header));
  try {
    const original = { width: source.width, height: source.height };
    const { width, height } = size(original);
    checkPixelLimit(width, height);
    // Then a 1:1 draw: the browser's fastest good path (a scaling drawImage on a CPU canvas was about twice as slow).
    return { bitmap: await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' }), original };
  } finally {
    source.close();
  }
}
