import { svgToDataUrl } from '../../core/ui/safe-image-url';
import { readSvgSize } from './svg-size';

/**
 * Main thread only (workers cannot draw SVG): draws SVG text to a canvas through an <img> fed a
 * data: URL, so no script in it runs and nothing external loads, and reads the pixels back.
 */

export class SvgRenderError extends Error {
  constructor(message = 'The SVG could not be rendered') {
    super(message);
    this.name = 'SvgRenderError';
  }
}

export async function loadSvgImage(text: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = svgToDataUrl(text);
  try {
    await image.decode();
  } catch {
    throw new SvgRenderError();
  }
  return image;
}

/** The size a render fits in `maxSide` (keeping the SVG's ratio), never larger than asked. */
export function fitSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Renders SVG text to RGBA pixels at exactly `width` × `height` (default: its own size fitted in
 * `maxSide`). Transparent where the SVG draws nothing.
 */
export async function rasterizeSvgText(text: string, size: { width?: number; height?: number; maxSide?: number } = {}): Promise<ImageData> {
  const own = readSvgSize(text);
  if (!own) throw new SvgRenderError('No <svg> element');
  const target = size.width && size.height ? { width: size.width, height: size.height } : fitSize(own.width, own.height, size.maxSide ?? 1024);
  const image = await loadSvgImage(text);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new SvgRenderError('Canvas context not available');
  context.drawImage(image, 0, 0, target.width, target.height);
  return context.getImageData(0, 0, target.width, target.height);
}
