import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../core/processing/image/decode';
import { encodeImage, OUTPUT_EXTENSION, OUTPUT_MIME } from '../../core/processing/image/encode';
import { inspectImage } from '../../core/processing/image/limits';
import { parseHexColour } from '../../core/processing/image/pixels';
import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { withExtension } from '../../core/ui/file-names';
import type { ConverterOptions } from './options';

export default defineProcessor(async (input: FileInput, options: ConverterOptions, { progress }): Promise<FileOutput> => {
  const source = new Uint8Array(input.bytes);
  const header = inspectImage(source);
  // SVG is rasterised on the main thread before it gets here (workers cannot render SVG).
  if (header.format === 'svg') throw new ProcessingError('errors.decode', 'SVG must be rasterised before conversion');
  const { pixels, originalWidth, originalHeight } = await decodeImage(source, header);
  progress(0.3);
  let bytes: ArrayBuffer;
  try {
    bytes = await encodeImage(pixels, options.target, {
      quality: options.quality,
      lossless: true,
      background: parseHexColour(options.background),
    });
  } catch (error) {
    if (options.target === 'avif') throw new ProcessingError('errors.avifUnsupported', `AVIF format not supported: ${(error as Error).message}`);
    throw error;
  }
  return {
    name: withExtension(input.name, OUTPUT_EXTENSION[options.target]),
    type: OUTPUT_MIME[options.target],
    bytes,
    info: { width: pixels.width, height: pixels.height, originalWidth, originalHeight, noteKey: header.animated ? 'notes.firstFrame' : undefined },
  };
});
