import { ProcessingError } from '../../core/processing/errors';
import { firstFile, jobInputOf } from '../../core/processing/processor';
import type { ToolProcessor } from '../../core/processing/use-tool-processor';
import type { MosaicSettings } from './options';
import type processor from './processor';

export interface Preview {
  /** Upright (EXIF orientation applied, like the worker's decode), at most PREVIEW_MAX_SIDE. */
  bitmap: ImageBitmap;
  /** The upright original's size: what region coordinates refer to. */
  width: number;
  height: number;
}

/**
 * The editor's preview, decoded by the tool's processor in its worker (the header checked, the
 * pixel limit, HEIC through the image kit's libheif): the page reads none of the file's bytes.
 */
export async function loadPreview(file: File, mosaic: ToolProcessor<typeof processor>, settings: MosaicSettings): Promise<Preview> {
  const output = firstFile(await mosaic.run(jobInputOf(file), { ...settings, regions: [], preview: true }));
  const info = output?.info;
  if (!output || !(output.data instanceof ArrayBuffer) || !info?.width || !info.height || !info.originalWidth || !info.originalHeight) {
    throw new ProcessingError('errors.processing', 'No preview came back');
  }
  const pixels = new ImageData(new Uint8ClampedArray(output.data), info.width, info.height);
  return { bitmap: await createImageBitmap(pixels), width: info.originalWidth, height: info.originalHeight };
}
