import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../core/processing/image/decode';
import { encodeImage } from '../../core/processing/image/encode';
import { inspectImage } from '../../core/processing/image/limits';
import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { mosaicJobSchema, regionsToApply, type MosaicJob } from './options';
import { isMosaicFormat, mosaicOutput, OUTPUT_QUALITY } from './output-format';
import { pixelate } from './pixelate';

/**
 * Pixelates regions of an image at full resolution and re-encodes it in its own format. Decoding
 * applies EXIF orientation like the screen's preview, so region coordinates mean the same pixels;
 * the output carries no metadata (the point of a mosaic is to hide things).
 */
export default defineProcessor(async (input: FileInput, options: MosaicJob, { progress }): Promise<FileOutput> => {
  try {
    const job = mosaicJobSchema.parse(options);
    const source = new Uint8Array(input.bytes);
    const header = inspectImage(source);
    if (!isMosaicFormat(header.format)) throw new Error(`Unsupported format ${header.format}`);
    const { pixels } = await decodeImage(source, header);
    progress(0.3);
    pixelate(pixels, regionsToApply(job, pixels), job);
    progress(0.5);
    const lossless = header.format === 'png';
    const bytes = await encodeImage(pixels, header.format, { quality: lossless ? 100 : OUTPUT_QUALITY, lossless });
    progress(1);
    return { ...mosaicOutput(header.format, input.name), bytes, info: { width: pixels.width, height: pixels.height } };
  } catch (error) {
    throw new ProcessingError('errors.processing', `Error processing image: ${(error as Error).message}`);
  }
});
