import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { encodeImage, settingsAt } from '../../kits/image/encode';
import { inspectImage } from '../../kits/image/limits';
import { defineProcessor } from '../../core/processing/processor';
import { mosaicJobSchema, regionsToApply, type MosaicJob } from './options';
import { PREVIEW_MAX_SIDE } from './preview-size';
import { isMosaicInput, mosaicOutput, mosaicOutputFormat, OUTPUT_QUALITY } from './output-format';
import { pixelate } from './pixelate';

/**
 * Pixelates regions of an image at full resolution and re-encodes it in its own format. Decoding
 * applies EXIF orientation like the screen's preview, so region coordinates mean the same pixels;
 * the output carries no metadata (the point of a mosaic is to hide things).
 */
export default defineProcessor<MosaicJob>(async (input, options, { progress }) => {
  try {
    const job = mosaicJobSchema.parse(options);
    progress(0, 'reading');
    const source = new Uint8Array(await input.file.arrayBuffer());
    const header = inspectImage(source);
    if (!isMosaicInput(header.format)) throw new ProcessingError('errors.notAnImage', `Unsupported format ${header.format}`);
    progress(0.05, 'decoding');
    if (job.preview) {
      // The editor's working copy: its RGBA bytes (transferred), and the upright original's size that regions refer to.
      const { pixels, originalWidth, originalHeight } = await decodeImage(source, header, { file: input.file, maxWidth: PREVIEW_MAX_SIDE, maxHeight: PREVIEW_MAX_SIDE });
      const info = { width: pixels.width, height: pixels.height, originalWidth, originalHeight };
      return [{ kind: 'file', name: 'preview.rgba', type: 'application/octet-stream', data: pixels.data.buffer as ArrayBuffer, info }];
    }
    const { pixels } = await decodeImage(source, header, { file: input.file });
    progress(0.3, 'processing');
    pixelate(pixels, regionsToApply(job, pixels), job);
    progress(0.5, 'encoding');
    const format = mosaicOutputFormat(header.format);
    const bytes = await encodeImage(pixels, settingsAt(format, OUTPUT_QUALITY, { png: 'all' }));
    progress(1);
    return [{ kind: 'file', ...mosaicOutput(format, input.name), data: bytes, info: { width: pixels.width, height: pixels.height } }];
  } catch (error) {
    // A typed cause (empty, cut off, too large, not an image) reaches the row as itself.
    if (error instanceof ProcessingError) throw error;
    throw new ProcessingError('errors.processing', `Error processing image: ${(error as Error).message}`);
  }
});
