import { bytesToDataUrl } from '../../core/files/data-url';

/** Side of the picture favicon.svg holds for a bitmap source: sharp in a tab at 3× density or a 64 px tile at 2×; a photo then takes 40–65 KB. */
export const PICTURE_SVG_SIDE = 128;

/**
 * favicon.svg for a bitmap source, as RealFaviconGenerator makes it: the square PNG embedded, so
 * a browser that prefers an SVG icon gets one. Runs in the worker.
 */
export function pictureSvg(png: ArrayBuffer, side: number): string {
  const dataUrl = bytesToDataUrl(png, 'image/png');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><image width="${side}" height="${side}" href="${dataUrl}"/></svg>\n`;
}
