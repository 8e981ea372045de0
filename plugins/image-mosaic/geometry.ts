/**
 * Rectangles on an image: from drag points to clean regions, between preview and original pixels.
 * Pure functions, no DOM: they run in the screen, in the worker and in Node tests.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The rectangle spanned by a drag, whichever way it went (up/left included). */
export function rectFromDrag(start: Point, end: Point): Rect {
  return {
    x: Math.min(start.x, end.x),
    y: Math.min(start.y, end.y),
    width: Math.abs(end.x - start.x),
    height: Math.abs(end.y - start.y),
  };
}

/** The part of a rectangle inside the image, in whole pixels (outwards, so a drag covers what it touched). */
export function clampRect(rect: Rect, { width, height }: Size): Rect {
  const left = Math.max(0, Math.min(width, Math.floor(rect.x)));
  const top = Math.max(0, Math.min(height, Math.floor(rect.y)));
  const right = Math.max(0, Math.min(width, Math.ceil(rect.x + rect.width)));
  const bottom = Math.max(0, Math.min(height, Math.ceil(rect.y + rect.height)));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Multiplies a rectangle by a factor (preview → original with original/preview, and back). */
export function scaleRect(rect: Rect, factor: number): Rect {
  return { x: rect.x * factor, y: rect.y * factor, width: rect.width * factor, height: rect.height * factor };
}

/** How many original pixels one preview pixel stands for (≥ 1 when the preview is smaller). */
export function previewScale(original: Size, preview: Size): number {
  return preview.width > 0 ? original.width / preview.width : 1;
}

/** A point on a displayed element (client coordinates) in the image's own pixels. */
export function toImagePoint(client: Point, box: { left: number; top: number; width: number; height: number }, image: Size): Point {
  return {
    x: ((client.x - box.left) / box.width) * image.width,
    y: ((client.y - box.top) / box.height) * image.height,
  };
}

/**
 * The region a drag on the preview selects, in original-image pixels and inside the image; null for
 * a click or a drag smaller than `minSize` original pixels on either side.
 */
export function regionFromDrag(start: Point, end: Point, image: Size, minSize = 2): Rect | null {
  const rect = clampRect(rectFromDrag(start, end), image);
  return rect.width >= minSize && rect.height >= minSize ? rect : null;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
