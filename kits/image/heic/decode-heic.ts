import { checkPixelLimit } from '../limits';
import { createPixels, type Pixels } from '../pixels';
import { checkHeifSize, heicDamaged as damaged } from './heif-size';
import { libheifEngine, type HeifImageHandle } from './libheif-engine';

/**
 * Decodes a HEIC/HEIF file's primary image to RGBA with libheif (its rotation and mirroring
 * applied), in the worker. What the file asks libheif to decode (a grid's tiles included) is checked
 * against the pixel limit from its boxes before the engine reads it, and the size libheif reads again
 * before a pixel is allocated.
 */
export async function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  checkHeifSize(bytes);
  const libheif = await libheifEngine.get();
  const decoder = new libheif.HeifDecoder();
  let images: HeifImageHandle[] = [];
  try {
    images = decoder.decode(bytes);
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) throw damaged('no image in the file');
    const width = image.get_width();
    const height = image.get_height();
    if (width < 1 || height < 1) throw damaged(`it declares ${width} × ${height} pixels`);
    checkPixelLimit(width, height);
    const data = new Uint8ClampedArray(width * height * 4);
    const decoded = await new Promise((resolve) => image.display({ data, width, height }, resolve));
    if (!decoded) throw damaged('libheif could not decode its picture');
    return createPixels(width, height, data);
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

/** The same as an ImageBitmap, for the tools that draw the picture (favicons, background removal). */
export async function decodeHeicBitmap(bytes: Uint8Array): Promise<ImageBitmap> {
  const pixels = await decodeHeic(bytes);
  return createImageBitmap(new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height));
}
