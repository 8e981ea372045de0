/// <reference lib="webworker" />

/** Side of the picture favicon.svg holds for a bitmap source: sharp in a tab or a bookmark at 3× density. */
export const PICTURE_SVG_SIDE = 192;

/**
 * favicon.svg for a bitmap source, as RealFaviconGenerator makes it: the square PNG embedded, so
 * a browser that prefers an SVG icon gets one. Runs in the worker.
 */
export function pictureSvg(png: ArrayBuffer, side: number): string {
  const dataUrl = new FileReaderSync().readAsDataURL(new Blob([png], { type: 'image/png' }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><image width="${side}" height="${side}" href="${dataUrl}"/></svg>\n`;
}
