import { ProcessingError } from '../../core/processing/errors';
import { checkPixelLimit } from '../image/limits';
import { refuseEntityBombs, refuseUseFanOut } from './markup-guard';
import { SVG_CONVERT_NS } from './namespace';
import { parseLength, readSvgSize } from '../svg/svg-size';
import { MAX_SVG_BYTES, svgToDataUrl } from '../../core/ui/safe-image-url';

/** Largest side of a rasterised SVG without intrinsic size (viewBox only). */
const FALLBACK_SIDE = 1024;
const MB = 1024 * 1024;

export function isSvgFile(file: File): boolean {
  return file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);
}

/** SVGs are drawn one at a time: eight huge ones dropped together must not hold the page at once. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Workers cannot render SVG, so an SVG is drawn to PNG on the main thread first. It is loaded as an
 * <img> from a data: URL, never inserted into the page and never given a blob: URL of our origin
 * (which a visitor could open as a page): scripts inside it cannot run. Its bytes and the size it
 * declares are checked before any image or canvas is made. Other files pass through unchanged.
 */
export function rasterizeSvg(file: File): Promise<File> {
  if (!isSvgFile(file)) return Promise.resolve(file);
  const turn = queue.then(() => rasterizeOne(file));
  queue = turn.catch(() => undefined);
  return turn;
}

async function rasterizeOne(file: File): Promise<File> {
  if (file.size === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  if (file.size > MAX_SVG_BYTES) {
    throw new ProcessingError('errors.fileTooLarge', 'SVG too large', { size: Math.round((file.size / MB) * 10) / 10, limit: MAX_SVG_BYTES / MB });
  }
  const text = await file.text();
  await refuseHostileMarkup(text);
  checkDeclaredSize(text);
  const image = new Image();
  image.src = svgToDataUrl(text);
  try {
    await image.decode();
  } catch {
    throw new ProcessingError('errors.svgInvalid', 'Not a valid SVG image');
  }
  const ratio = image.naturalWidth && image.naturalHeight ? image.naturalWidth / image.naturalHeight : 1;
  const width = image.naturalWidth || (ratio >= 1 ? FALLBACK_SIDE : Math.round(FALLBACK_SIDE * ratio));
  const height = image.naturalHeight || Math.round(width / ratio);
  checkPixelLimit(width, height);
  const png = await drawToPng(image, width, height);
  return new File([png], file.name.replace(/\.svg$/i, '.png'), { type: 'image/png' });
}

/** Draws a decoded image (an SVG loaded as <img>) at width × height into a PNG, on the main thread. */
export async function drawToPng(image: HTMLImageElement, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  context.drawImage(image, 0, 0, width, height);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  return png;
}

/** Entity bombs and `<use>` fan-out, refused with the SVG tools' strings (loaded only then). */
export async function refuseHostileMarkup(text: string): Promise<void> {
  try {
    refuseEntityBombs(text);
    refuseUseFanOut(text);
  } catch (error) {
    // Markup the counter cannot read is not valid SVG: the same reason the browser's parser gives.
    if (error instanceof ProcessingError && error.key === `${SVG_CONVERT_NS}:errors.invalid`) throw new ProcessingError('errors.svgInvalid', 'Not a valid SVG image');
    if (error instanceof ProcessingError) (await import('./strings')).registerSvgConvertStrings();
    throw error;
  }
}

/**
 * The pixel limit on the size the SVG's root declares, read from the text: a 124-byte SVG asking for
 * 16000 × 16000 fails here, before the browser is asked to decode or draw it. An SVG sized by its
 * viewBox alone is drawn at FALLBACK_SIDE, whatever its user units say.
 */
export function checkDeclaredSize(text: string): void {
  const size = readSvgSize(text);
  if (!size) throw new ProcessingError('errors.notAnImage', 'No <svg> element');
  const explicit = parseLength(size.widthAttribute) !== undefined || parseLength(size.heightAttribute) !== undefined;
  if (explicit) checkPixelLimit(Math.ceil(size.width), Math.ceil(size.height));
}
