/// <reference lib="webworker" />

/** Side of a result row's thumbnail in device pixels: 44 CSS px on a 2× screen. */
export const THUMBNAIL_SIDE = 88;

/**
 * A square PNG of an image (cropped to cover), made in the worker from pixels it already holds, so
 * the page shows a row's picture without decoding the output file again on its own threads.
 */
export async function squareThumbnail(source: ImageBitmap | ImageData, side = THUMBNAIL_SIDE): Promise<Blob> {
  const scale = Math.max(side / source.width, side / source.height);
  const [width, height] = [Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale))];
  const small = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' });
  try {
    const canvas = new OffscreenCanvas(side, side);
    canvas.getContext('2d')!.drawImage(small, (side - width) / 2, (side - height) / 2);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    small.close();
  }
}
