import { coverSquare } from '../../processing/row-thumbnail';

/**
 * A square thumbnail of a raster image as a small `data:` URL (object-fit: cover), made without
 * blocking the page: the browser decodes straight to thumbnail size off the main thread, the crop
 * is drawn on an OffscreenCanvas (coverSquare, as the workers' thumbnails), then encoded and read
 * asynchronously.
 *
 * Not a <canvas> in the page, whose resources are produced at commit: on a busy 2-core machine that
 * cost the page 150–300 ms when rows of a batch finished together (scripts/bench/profile-batch.ts).
 * Only for outputs without the worker's own thumbnail (a `data:` URL RowThumbnail shows as it is).
 */
export async function thumbnailDataUrl(blob: Blob, side: number, portrait: boolean): Promise<string> {
  // The shorter side becomes the thumbnail's side; the longer one is cropped.
  const bitmap = await createImageBitmap(blob, { ...(portrait ? { resizeWidth: side } : { resizeHeight: side }), resizeQuality: 'medium' });
  try {
    return await readAsDataUrl(await coverSquare(bitmap, side));
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the thumbnail'));
    reader.readAsDataURL(blob);
  });
}
