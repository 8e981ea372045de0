/** Canvas work for the background-removal worker: scaling to and from the model, reading pixels, PNG. */
import { ProcessingError } from '../../core/processing/errors';
import { coverRect } from './compose';

function context(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new ProcessingError('errors.canvas', 'Canvas context not available');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return { canvas, ctx };
}

/** The picture's RGBA at width×height (stretched: the model sees a square, as the library does). */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): Uint8ClampedArray {
  const { ctx } = context(width, height);
  ctx.drawImage(source, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** A mask scaled up to the photo's size with the browser's high-quality filter. */
export async function scaleMask(mask: Uint8Array, size: number, width: number, height: number): Promise<Uint8Array> {
  const grey = new Uint8ClampedArray(size * size * 4);
  for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
    grey[p] = grey[p + 1] = grey[p + 2] = mask[i];
    grey[p + 3] = 255;
  }
  const bitmap = await createImageBitmap(new ImageData(grey, size, size));
  try {
    const rgba = pixelsOf(bitmap, width, height);
    const out = new Uint8Array(width * height);
    for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = rgba[p];
    return out;
  } finally {
    bitmap.close();
  }
}

/** A background picture covering width×height (centred, cropped), as opaque RGBA. */
export async function coverPixels(picture: Blob, width: number, height: number): Promise<Uint8ClampedArray> {
  const bitmap = await createImageBitmap(picture, { imageOrientation: 'from-image' }).catch(() => {
    throw new ProcessingError('errors.background', 'The background picture could not be read');
  });
  try {
    const { ctx } = context(width, height);
    const rect = coverRect(bitmap.width, bitmap.height, width, height);
    ctx.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height);
    return ctx.getImageData(0, 0, width, height).data;
  } finally {
    bitmap.close();
  }
}

export async function encodePng(rgba: Uint8ClampedArray, width: number, height: number): Promise<ArrayBuffer> {
  const { canvas, ctx } = context(width, height);
  ctx.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  return (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
}
