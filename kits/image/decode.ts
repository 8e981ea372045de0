import { ProcessingError } from '../../core/processing/errors';
import { MIME_TYPES, type ImageHeader } from './header';
import { checkDecodedSize, checkPixelLimit } from './limits';
import { fitWithin, type Pixels } from './pixels';
import { squareThumbnail } from '../../core/processing/row-thumbnail';
import { decodeAvif } from './wasm-codecs';

export interface DecodeOptions {
  maxWidth?: number;
  maxHeight?: number;
  /** An exact output size (may enlarge); wins over maxWidth/maxHeight. Checked against the pixel limit. */
  size?: (original: { width: number; height: number }) => { width: number; height: number };
  /**
   * The Blob the bytes were read from (the input File): the decoder reads it, instead of a copy of
   * the bytes made into a new Blob, which went to the browser process and back once more.
   */
  file?: Blob;
  /** Also a row thumbnail (squareThumbnail), from the decoded picture before it is copied into pixels. */
  thumbnail?: boolean;
  /** Pixels left in the file's own colour profile (not converted to sRGB): the output carries that profile. */
  keepColourProfile?: boolean;
}

export interface DecodedImage {
  pixels: Pixels;
  /** Size after EXIF orientation, before any downscale. */
  originalWidth: number;
  originalHeight: number;
  /** A `data:` URL, when asked for and the browser could make it. */
  thumbnail?: string;
}

/**
 * Decodes an image to RGBA in a worker with the browser's own decoders (EXIF orientation applied),
 * falling back to wasm for AVIF where the browser has no decoder. Downscales to fit the optional
 * maximum size. Throws ProcessingError 'errors.decode' for what cannot be decoded.
 */
export async function decodeImage(bytes: Uint8Array, header: ImageHeader, options: DecodeOptions = {}): Promise<DecodedImage> {
  if (header.format === 'heic') return decodeHeicImage(bytes, options);
  return fromBitmap(checkDecodedSize(await toBitmap(bytes, header, options.file, options.keepColourProfile)), options);
}

const outputSize = (source: { width: number; height: number }, options: DecodeOptions) =>
  options.size ? options.size({ width: source.width, height: source.height }) : fitWithin(source.width, source.height, options.maxWidth, options.maxHeight);

/**
 * libheif's RGBA, as it is when no other size is asked for: a bitmap of it and a canvas to draw that
 * on were two more copies of the picture (760 MB at 95 MP) held while it was decoded again.
 */
async function decodeHeicImage(bytes: Uint8Array, options: DecodeOptions): Promise<DecodedImage> {
  const pixels = await (await import('./heic/decode-heic')).decodeHeic(bytes);
  const image = new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height);
  const { width, height } = outputSize(pixels, options);
  if (width !== pixels.width || height !== pixels.height) return fromBitmap(await createImageBitmap(image), options);
  const thumbnail = options.thumbnail ? await squareThumbnail(image).catch(() => undefined) : undefined;
  return { pixels, originalWidth: pixels.width, originalHeight: pixels.height, thumbnail };
}

/** Draws a decoded picture at the size asked for (and its row thumbnail); closes it. */
async function fromBitmap(source: ImageBitmap, options: DecodeOptions): Promise<DecodedImage> {
  try {
    const { width, height } = outputSize(source, options);
    checkPixelLimit(width, height);
    const thumbnail = options.thumbnail ? await squareThumbnail(source).catch(() => undefined) : undefined;
    const { width: originalWidth, height: originalHeight } = source;
    return { pixels: draw(source, width, height), originalWidth, originalHeight, thumbnail };
  } finally {
    source.close();
  }
}

/**
 * Decodes an encoded result of ours (no orientation, known-good bytes) for comparison; with
 * `keepColourProfile`, its values as written, like the pixels it was encoded from.
 */
export async function decodeEncoded(bytes: ArrayBuffer | Blob, type: string, keepColourProfile = false): Promise<Pixels> {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type });
  const bitmap = await createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: keepColourProfile ? 'none' : 'default' });
  try {
    return draw(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * The browser's decode of a checked image (EXIF orientation applied); AVIF through wasm where the
 * browser lacks it, HEIC always through wasm. From `file`, the Blob the bytes were read from, when given (a typed slice of it:
 * no copy).
 */
export async function toBitmap(bytes: Uint8Array, header: ImageHeader, file?: Blob, keepColourProfile = false): Promise<ImageBitmap> {
  if (header.format === 'heic') {
    // No browser engine to rely on: libheif, loaded with the first HEIC file.
    return (await import('./heic/decode-heic')).decodeHeicBitmap(bytes);
  }
  const type = MIME_TYPES[header.format];
  const blob = file ? file.slice(0, file.size, type) : new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image', premultiplyAlpha: 'none', colorSpaceConversion: keepColourProfile ? 'none' : 'default' });
  } catch (error) {
    if (header.format === 'avif') {
      // The browser and the wasm decoder both refused it: a damaged file, not a missing codec.
      const pixels = await decodeAvif(bytes).catch(() => null);
      if (!pixels) throw new ProcessingError('errors.decode', `The image could not be decoded (${(error as Error).message})`);
      return createImageBitmap(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height));
    }
    throw new ProcessingError('errors.decode', `The image could not be decoded (${(error as Error).message})`);
  }
}

/**
 * The bitmap's pixels at width × height. The bitmap is closed once drawn and the canvas emptied once
 * read, not left to the collector: a 100 MP picture is 400 MB in each of the three.
 */
function draw(source: ImageBitmap, width: number, height: number): Pixels {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  source.close();
  const pixels = context.getImageData(0, 0, width, height);
  canvas.width = canvas.height = 0;
  return pixels;
}
