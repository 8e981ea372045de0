import { scaleRect, type Rect } from './geometry';
import type { MosaicSettings } from './options';
import { pixelate } from './pixelate';

/**
 * Paints the editor's preview: the scaled image with the mosaic applied at preview scale, so the
 * effect shows live while the full-resolution result is made in a worker only on "Apply".
 * `scale` is original pixels per preview pixel; `regions` are in original pixels.
 */
export function paintPreview(canvas: HTMLCanvasElement, bitmap: ImageBitmap, regions: Rect[], settings: MosaicSettings, scale: number): void {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return;
  context.drawImage(bitmap, 0, 0);
  const previewRegions = settings.whole ? [{ x: 0, y: 0, width: canvas.width, height: canvas.height }] : regions.map((r) => scaleRect(r, 1 / scale));
  if (!previewRegions.length) return;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  pixelate(image, previewRegions, { blockSize: Math.max(1, settings.blockSize / scale), shape: settings.shape });
  context.putImageData(image, 0, 0);
}

const OUTLINE_CSS_PX = 2;

/** Outlines of the regions (numbered like the region list) and the rectangle being dragged, in preview pixels. */
export function paintOverlay(canvas: HTMLCanvasElement, regions: Rect[], dragging: Rect | null): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  // Line widths and labels stay the same on screen whatever the canvas is scaled to.
  const px = canvas.width / Math.max(1, canvas.getBoundingClientRect().width || canvas.width);
  regions.forEach((rect, index) => {
    outline(context, rect, px, [6 * px, 4 * px]);
    label(context, rect, String(index + 1), px);
  });
  if (dragging) {
    context.fillStyle = 'rgba(34, 139, 230, 0.25)';
    context.fillRect(dragging.x, dragging.y, dragging.width, dragging.height);
    outline(context, dragging, px, []);
  }
}

/** A dark line under a light dashed one: visible on any photo. */
function outline(context: CanvasRenderingContext2D, rect: Rect, px: number, dash: number[]): void {
  context.lineWidth = OUTLINE_CSS_PX * 2 * px;
  context.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  context.setLineDash([]);
  context.strokeRect(rect.x, rect.y, rect.width, rect.height);
  context.lineWidth = OUTLINE_CSS_PX * px;
  context.strokeStyle = '#ffffff';
  context.setLineDash(dash);
  context.strokeRect(rect.x, rect.y, rect.width, rect.height);
  context.setLineDash([]);
}

function label(context: CanvasRenderingContext2D, rect: Rect, text: string, px: number): void {
  const size = 14 * px;
  context.font = `600 ${size}px system-ui, sans-serif`;
  const width = context.measureText(text).width + 8 * px;
  context.fillStyle = 'rgba(0, 0, 0, 0.7)';
  context.fillRect(rect.x, rect.y, width, size + 6 * px);
  context.fillStyle = '#ffffff';
  context.textBaseline = 'top';
  context.fillText(text, rect.x + 4 * px, rect.y + 3 * px);
}
