import type { ImageFormat } from '../header';
import type { MetadataBlocks } from './blocks';
import { gifBlocks, stripGif } from './gif-blocks';
import { isobmffMetadata } from './isobmff-items';
import { jpegBlocks, stripJpeg } from './jpeg-segments';
import type { MetadataMode } from './metadata-mode';
import { pngBlocks, stripPng } from './png-chunks';
import { stripWebp, webpBlocks } from './webp-chunks';

/** The metadata blocks of a file of any format the image tools accept; null when its container cannot be followed. */
export function containerBlocks(bytes: Uint8Array, format: ImageFormat): MetadataBlocks | null {
  switch (format) {
    case 'jpeg':
      return jpegBlocks(bytes);
    case 'png':
      return pngBlocks(bytes);
    case 'webp':
      return webpBlocks(bytes);
    case 'gif':
      return gifBlocks(bytes);
    case 'avif':
    case 'heic':
      return isobmffMetadata(bytes)?.blocks ?? null;
    case 'bmp':
      return { xmp: [], comments: [], extraImages: false };
    default:
      return null;
  }
}

/**
 * The file itself without what the mode removes, at container level (no pixel touched): `source`
 * itself when a full parse finds nothing to remove, null when it cannot be done here (an unknown
 * structure, EXIF that turns the picture under "Remove all", metadata items of a HEIC or AVIF):
 * then the file must be re-encoded.
 */
export function stripMetadata(source: Uint8Array, format: ImageFormat, mode: MetadataMode): Uint8Array | null {
  if (mode === 'keep') return source;
  switch (format) {
    case 'jpeg':
      return stripJpeg(source, mode);
    case 'png':
      return stripPng(source, mode);
    case 'webp':
      return stripWebp(source, mode);
    case 'gif':
      return stripGif(source);
    case 'avif':
    case 'heic': {
      const found = isobmffMetadata(source);
      return found && !found.hasItems ? source : null;
    }
    case 'bmp':
      return source;
    default:
      return null;
  }
}
