import { ProcessingError } from '../processing/errors';
import { svgToDataUrl } from './safe-image-url';

/** Largest side of a rasterised SVG without intrinsic size (viewBox only). */
const FALLBACK_SIDE = 1024;

export function isSvgFile(file: File): boolean {
  return file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);
}

/**
 * Workers cannot render SVG, so an SVG is drawn to PNG on the main thread first. It is loaded as an
 * <img> from a data: URL, never inserted into the page and never given a blob: URL of our origin
 * (which a visitor could open as a page): scripts inside it cannot run.
 * Other files pass through unchanged.
 */
export async function rasterizeSvg(file: File): Promise<File> {
  if (!isSvgFile(file)) return file;
  if (file.size === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  const image = new Image();
  image.src = svgToDataUrl(await file.text());
  try {
    await image.decode();
  } catch {
    throw new ProcessingError('errors.notAnImage', 'Not a valid SVG image');
  }
  const ratio = image.naturalWidth && image.naturalHeight ? image.naturalWidth / image.naturalHeight : 1;
  const width = image.naturalWidth || (ratio >= 1 ? FALLBACK_SIDE : Math.round(FALLBACK_SIDE * ratio));
  const height = image.naturalHeight || Math.round(width / ratio);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  context.drawImage(image, 0, 0, width, height);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  return new File([png], file.name.replace(/\.svg$/i, '.png'), { type: 'image/png' });
}
