/// <reference lib="webworker" />

/** Side of a result row's thumbnail in device pixels: 44 CSS px on a 2× screen. */
export const THUMBNAIL_SIDE = 88;

/**
 * A square picture of an image (cropped to cover) as a small `data:` URL (WebP, or PNG where the
 * browser cannot write WebP), made in the worker from pixels it already holds: the page shows a
 * row's picture without decoding the output file again on its own threads. A string, not a Blob:
 * the page then registers no object URL (a synchronous call to the browser process) and loads no
 * blob: URL through it (the browser process's CPU, on the cores the workers need).
 */
export async function squareThumbnail(source: ImageBitmap | ImageData, side = THUMBNAIL_SIDE): Promise<string> {
  const scale = Math.max(side / source.width, side / source.height);
  const [width, height] = [Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale))];
  const small = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' });
  try {
    const canvas = new OffscreenCanvas(side, side);
    canvas.getContext('2d')!.drawImage(small, (side - width) / 2, (side - height) / 2);
    // WebP keeps transparency at a tenth of PNG's bytes (a row holds its string for the batch's life).
    return new FileReaderSync().readAsDataURL(await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 }));
  } finally {
    small.close();
  }
}
