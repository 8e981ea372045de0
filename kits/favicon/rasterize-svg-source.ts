import { ProcessingError } from '../../core/processing/errors';
import { MAX_SVG_BYTES, svgToDataUrl } from '../../core/ui/safe-image-url';
import { drawToPng, refuseHostileMarkup } from '../svg/rasterize-svg';

/** Longest side an SVG source is drawn at: the 512 px icon then comes from a downscale. */
export const SVG_RASTER_SIDE = 1024;

function viewBoxRatio(text: string): number | null {
  const match = /<svg[^>]*\sviewBox\s*=\s*["']\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)/i.exec(text);
  if (!match) return null;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/**
 * Draws an SVG to a PNG on the main thread (workers cannot render SVG). The SVG is loaded as an
 * <img> from a data: URL, never an object URL with an active type, and never put in the page, so
 * scripts inside it cannot run; entity bombs and `<use>` fan-out are refused before it is drawn.
 */
export async function rasterizeSvgSource(text: string, side = SVG_RASTER_SIDE): Promise<Blob> {
  if (text.length > MAX_SVG_BYTES) throw new ProcessingError('errors.invalidType', 'Invalid file type. Please upload an image.');
  // The browser draws whatever `<use>` fans out to on this thread: refused first, as every SVG path does.
  await refuseHostileMarkup(text);
  const image = new Image();
  image.src = svgToDataUrl(text);
  try {
    await image.decode();
  } catch {
    throw new ProcessingError('errors.invalidType', 'Invalid file type. Please upload an image.');
  }
  const ratio = viewBoxRatio(text) ?? (image.naturalWidth && image.naturalHeight ? image.naturalWidth / image.naturalHeight : 1);
  const width = ratio >= 1 ? side : Math.max(1, Math.round(side * ratio));
  const height = ratio >= 1 ? Math.max(1, Math.round(side / ratio)) : side;
  return drawToPng(image, width, height);
}
