import { checkDecodedSize, inspectImage } from '../../kits/image/limits';
import { fitWithin } from '../../kits/image/pixels';
import { isMosaicFormat } from './mosaic-formats';

/** Longest side of the editor's working copy: enough for a sharp canvas, small enough to redraw fast. */
export const PREVIEW_MAX_SIDE = 1600;

export interface Preview {
  /** Upright (EXIF orientation applied, like the worker's decode), at most PREVIEW_MAX_SIDE. */
  bitmap: ImageBitmap;
  /** The upright original's size: what region coordinates refer to. */
  width: number;
  height: number;
}

/** Checks a file's header (format, size limit, cut-off files), then decodes a scaled, upright preview. */
export async function loadPreview(file: File): Promise<Preview> {
  const header = inspectImage(new Uint8Array(await file.arrayBuffer()));
  if (!isMosaicFormat(header.format)) throw new Error(`Unsupported format ${header.format}`);
  const full = checkDecodedSize(await createImageBitmap(file, { imageOrientation: 'from-image' }));
  const { width, height } = full;
  const size = fitWithin(width, height, PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE);
  if (size.width === width && size.height === height) return { bitmap: full, width, height };
  try {
    const bitmap = await createImageBitmap(full, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    return { bitmap, width, height };
  } finally {
    full.close();
  }
}
