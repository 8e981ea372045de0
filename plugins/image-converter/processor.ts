import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { encodeImage, settingsAt, OUTPUT_EXTENSION, OUTPUT_MIME } from '../../kits/image/encode';
import { inspectImage } from '../../kits/image/limits';
import { carryMetadata, keepsColourProfile } from '../../kits/image/metadata/carry-metadata';
import { scoreRequested } from '../../kits/image/perceptual-score';
import { parseHexColour } from '../../kits/image/pixels';
import { defineProcessor, throwIfAborted, type ScoreRequest } from '../../core/processing/processor';
import { withExtension } from '../../core/files/file-names';
import type { ConverterOptions } from './options';

export default defineProcessor<ConverterOptions & ScoreRequest>(async (input, options, { progress, signal }) => {
  progress(0, 'reading');
  const source = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(source);
  // SVG is rasterised on the main thread before it gets here (workers cannot render SVG).
  if (header.format === 'svg') throw new ProcessingError('errors.decode', 'SVG must be rasterised before conversion');
  progress(0.05, 'decoding');
  const keepColourProfile = keepsColourProfile(header.format, options.target, options.metadata);
  if (options.scoreOf) {
    return scoreRequested(options.scoreOf, { source, header, file: input.file, keepColourProfile });
  }
  const { pixels, originalWidth, originalHeight } = await decodeImage(source, header, { file: input.file, keepColourProfile });
  throwIfAborted(signal);
  progress(0.3, 'encoding');
  let bytes: ArrayBuffer;
  try {
    // PNG keeps every colour (the converter changes the format, not the picture); the rest follow the quality slider.
    bytes = await encodeImage(pixels, settingsAt(options.target, options.quality, { png: 'all', background: parseHexColour(options.background) }));
  } catch (error) {
    if (options.target === 'avif') throw new ProcessingError('errors.avifUnsupported', `AVIF format not supported: ${(error as Error).message}`);
    throw error;
  }
  throwIfAborted(signal);
  progress(0.85, 'processing');
  const { bytes: withMetadata, panel } = await carryMetadata(source, header.format, new Uint8Array(bytes), options.target, options.metadata);
  return [
    {
      kind: 'file',
      name: withExtension(input.name, OUTPUT_EXTENSION[options.target]),
      type: OUTPUT_MIME[options.target],
      data: withMetadata.slice().buffer,
      info: { width: pixels.width, height: pixels.height, originalWidth, originalHeight, scoreLater: true, noteKey: header.animated ? 'notes.firstFrame' : undefined, panel },
    },
  ];
});
