import { ProcessingError } from '../../core/processing/errors';
import { MAX_SVG_BYTES } from '../../core/ui/safe-image-url';
import { rasterizeSvgPng } from '../svg/rasterize';
import { refuseHostileMarkup } from '../svg/svg-input-step';
import { readSvgSize } from '../svg/svg-size';

/** Longest side an SVG source is drawn at: the 512 px icon then comes from a downscale. */
export const SVG_RASTER_SIDE = 1024;

/**
 * Draws an SVG to a PNG, its longer side `side`, with the SVG kit's rasteriser (main thread:
 * workers cannot decode SVG); entity bombs and `<use>` fan-out are refused before it is drawn.
 */
export async function rasterizeSvgSource(text: string, side = SVG_RASTER_SIDE): Promise<Blob> {
  if (text.length > MAX_SVG_BYTES) throw new ProcessingError('errors.invalidType', 'Invalid file type. Please upload an image.');
  // The browser draws whatever `<use>` fans out to on this thread: refused first, as every SVG path does.
  await refuseHostileMarkup(text);
  const viewBox = readSvgSize(text)?.viewBox;
  const sized = (natural: { width: number; height: number }) => {
    const ratio = viewBox ? viewBox.width / viewBox.height : natural.width && natural.height ? natural.width / natural.height : 1;
    return ratio >= 1 ? { width: side, height: Math.max(1, Math.round(side / ratio)) } : { width: Math.max(1, Math.round(side * ratio)), height: side };
  };
  const { png } = await rasterizeSvgPng(text, sized, { unreadable: 'errors.invalidType', canvas: 'errors.canvas' });
  return png;
}
