import { bytesToDataUrl } from '../files/data-url';
/** Side of a result row's thumbnail in device pixels: 44 CSS px on a 2× screen. */
export const THUMBNAIL_SIDE = 88;

/**
 * A square picture of an image (cropped to cover) as a small `data:` URL (coverSquare), made in the
 * worker from pixels it already holds: the page shows a row's picture without decoding the output
 * file again on its own threads. A string, not a Blob:
 * the page then registers no object URL (a synchronous call to the browser process) and loads no
 * blob: URL through it (the browser process's CPU, on the cores the workers need).
 */
export async function squareThumbnail(source: ImageBitmap | ImageData, side = THUMBNAIL_SIDE): Promise<string> {
  const scale = Math.max(side / source.width, side / source.height);
  const [width, height] = [Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale))];
  const small = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' });
  try {
    return bytesToDataUrl(await (await coverSquare(small, side)).arrayBuffer(), 'image/webp');
  } finally {
    small.close();
  }
}

/**
 * A `side`² picture of `picture`, scaled to cover the square and centred (the longer side cropped),
 * as WebP: it keeps transparency at a tenth of PNG's bytes, and a row holds its thumbnail for the
 * batch's life. The worker's thumbnails and the page's (core/ui/batch/thumbnail.ts) both end here.
 */
export function coverSquare(picture: ImageBitmap, side: number): Promise<Blob> {
  const scale = Math.max(side / picture.width, side / picture.height);
  const [width, height] = [picture.width * scale, picture.height * scale];
  const canvas = new OffscreenCanvas(side, side);
  canvas.getContext('2d')!.drawImage(picture, (side - width) / 2, (side - height) / 2, width, height);
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
}
