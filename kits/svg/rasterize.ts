import { ProcessingError } from '../../core/processing/errors';
import { svgToDataUrl } from '../../core/ui/safe-image-url';
import { SVG_CONVERT_NS } from './namespace';

/**
 * The one SVG rasteriser: SVG text → pixels at a size. Main thread only: browsers decode SVG only
 * in a document (a worker's createImageBitmap refuses an SVG blob), so it is loaded into an <img>
 * from a data: URL that never joins the page (none of its scripts run, nothing external loads) and
 * drawn on an OffscreenCanvas. Every tool that draws an SVG comes here, each through a processor
 * step (kits/svg/svg-input-step.ts, raster-draw.ts) or a main-thread processor (masks).
 */

export interface RasterTarget {
  width: number;
  height: number;
  /** #rrggbb painted under the drawing; transparent without. */
  background?: string;
}

/** The translation keys a caller reports failures with (by default the SVG tools' shared strings). */
export interface RasterErrorKeys {
  /** The browser could not decode the SVG. */
  unreadable: string;
  /** No canvas of that size could be made or read. */
  canvas: string;
}

const SVG_TOOL_ERRORS: RasterErrorKeys = { unreadable: `${SVG_CONVERT_NS}:errors.render`, canvas: `${SVG_CONVERT_NS}:errors.canvas` };

/** Decodes SVG text as an image; rejects when the browser cannot. */
export async function loadSvgImage(text: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = svgToDataUrl(text);
  await image.decode();
  return image;
}

/** Its target size, or one worked out from the size the browser gives the SVG (0 × 0 when it has none). */
export type RasterSize = RasterTarget | ((natural: { width: number; height: number }) => RasterTarget);

function draw(image: HTMLImageElement, { width, height, background }: RasterTarget, keys: RasterErrorKeys, readsPixels: boolean) {
  let context: OffscreenCanvasRenderingContext2D | null = null;
  try {
    context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: readsPixels });
  } catch {
    // A canvas larger than the browser allows throws rather than failing softly.
  }
  if (!context) throw new ProcessingError(keys.canvas, 'Canvas context not available');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(image, 0, 0, width, height);
  return context;
}

async function decodeFor(text: string, size: RasterSize, keys: RasterErrorKeys) {
  let image: HTMLImageElement;
  try {
    image = await loadSvgImage(text);
  } catch {
    throw new ProcessingError(keys.unreadable, 'The SVG could not be drawn');
  }
  return { image, target: typeof size === 'function' ? size({ width: image.naturalWidth, height: image.naturalHeight }) : size };
}

/** SVG text drawn at a size, as RGBA pixels (straight alpha). */
export async function rasterizeSvgPixels(text: string, size: RasterSize, keys = SVG_TOOL_ERRORS): Promise<ImageData> {
  const { image, target } = await decodeFor(text, size, keys);
  return draw(image, target, keys, true).getImageData(0, 0, target.width, target.height);
}

/** SVG text drawn at a size, as a lossless PNG (for a worker to encode or resize), with that size. */
export async function rasterizeSvgPng(text: string, size: RasterSize, keys = SVG_TOOL_ERRORS): Promise<{ png: Blob; width: number; height: number }> {
  const { image, target } = await decodeFor(text, size, keys);
  const { canvas } = draw(image, target, keys, false);
  try {
    return { png: await canvas.convertToBlob({ type: 'image/png' }), width: target.width, height: target.height };
  } catch {
    // A canvas too large for the browser's memory cannot be encoded.
    throw new ProcessingError(keys.canvas, 'Canvas context not available');
  } finally {
    canvas.width = canvas.height = 0;
  }
}
