import { ProcessingError } from '../../core/processing/errors';
import { checkPixelLimit } from '../image/limits';
import { loadSvgImage } from './rasterize';
import { keepsTransparency, rasterTargetSize, type RasterFormat, type RasterOptions } from './raster-options';
import { withRootSize } from './root-size';
import { SVG_CONVERT_NS, type SvgSource } from './source';

export interface DrawnSvg {
  /** Lossless PNG of the drawing, to be encoded to the target format in a worker. */
  png: Blob;
  width: number;
  height: number;
}

/**
 * Main thread only: draws an SVG at the asked size on a canvas (through an <img> fed a data: URL,
 * so none of its scripts run and nothing external loads). The pixel limit is checked on the SVG's
 * own size and on the target size before any canvas exists.
 */
export async function drawSvg(source: SvgSource, options: RasterOptions, format: RasterFormat): Promise<DrawnSvg> {
  checkPixelLimit(Math.round(source.size.width), Math.round(source.size.height));
  const { width, height } = rasterTargetSize(source.size, options);
  checkPixelLimit(width, height);
  let image: HTMLImageElement;
  try {
    image = await loadSvgImage(withRootSize(source.text, source.size, width, height));
  } catch {
    throw new ProcessingError(`${SVG_CONVERT_NS}:errors.render`, 'The SVG could not be drawn');
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.canvas`, 'Canvas context not available');
  if (!keepsTransparency(format, options)) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(image, 0, 0, width, height);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  // A canvas too large for the browser's memory yields no blob rather than an exception.
  if (!png) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.canvas`, 'Canvas context not available');
  canvas.width = canvas.height = 0;
  return { png, width, height };
}
