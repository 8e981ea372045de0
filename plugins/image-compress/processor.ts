import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { encodeImage, LOSSY_FORMATS, OUTPUT_EXTENSION, OUTPUT_MIME } from '../../kits/image/encode';
import { encodeToSimilarity } from '../../kits/image/encode-to-target';
import { copyJpegMetadata } from '../../kits/image/jpeg-metadata';
import { inspectImage } from '../../kits/image/limits';
import { scoreOutput, type PerceptualScore } from '../../kits/image/perceptual-score';
import { defineProcessor, throwIfAborted } from '../../core/processing/processor';
import { splitName } from '../../core/files/file-names';
import { outputFormatFor, similarityTarget, type CompressOptions } from './options';

const ACCEPTED = ['jpeg', 'png', 'webp', 'avif', 'gif', 'bmp'];

/** Photos are mostly JPEG: MozJPEG is compiled while the page is idle, not on the first file. */
export { warmMozjpeg as warm } from '../../kits/image/wasm-codecs';

export default defineProcessor<CompressOptions>(async (input, options, { progress, signal }) => {
  // Two stages reported, not four: 'reading' and 'packaging' each took under a millisecond, and
  // every report is a task on the page's main thread, on the cores the workers need.
  const source = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(source);
  if (!ACCEPTED.includes(header.format)) throw new ProcessingError('errors.notAnImage', `Cannot compress ${header.format}`);
  const format = outputFormatFor(header.format, options.format);
  progress(0.05, 'decoding');
  // The row's picture from the decoded image (the page would decode the output again otherwise).
  const decoded = await decodeImage(source, header, { maxWidth: options.maxWidth, maxHeight: options.maxHeight, file: input.file, thumbnail: true });
  throwIfAborted(signal);
  progress(0.2, 'encoding');

  const { pixels, thumbnail } = decoded;
  const lossy = LOSSY_FORMATS.includes(format);
  let encoded: ArrayBuffer;
  // The quality the file was written with, shown on its row (lossy formats only).
  let qualityUsed: number | undefined = lossy ? options.quality : undefined;
  // The "looks the same" search has already scored the file it chose.
  let searched: PerceptualScore | undefined;
  try {
    if (options.mode === 'similar' && lossy) {
      const found = await encodeToSimilarity(pixels, format, {}, similarityTarget(options));
      encoded = found.bytes;
      qualityUsed = found.quality;
      searched = found.measured;
    } else {
      encoded = await encodeImage(pixels, format, { quality: options.quality });
    }
  } catch (error) {
    if (format === 'avif') throw new ProcessingError('errors.avifUnsupported', `AVIF format not supported: ${(error as Error).message}`);
    throw error;
  }
  if (!options.stripMetadata && format === 'jpeg' && header.format === 'jpeg') {
    encoded = copyJpegMetadata(source, new Uint8Array(encoded)).slice().buffer;
    // Its colour profile now travels with it, which may change how it decodes: measured again below.
    searched = undefined;
  }

  const info = { width: pixels.width, height: pixels.height, originalWidth: decoded.originalWidth, originalHeight: decoded.originalHeight };
  const resized = pixels.width !== decoded.originalWidth || pixels.height !== decoded.originalHeight;
  const sameFormat = format === header.format;
  if (sameFormat && !resized && encoded.byteLength >= source.byteLength) {
    // The input Blob itself: no copy back to the page, and nothing lost (score 100).
    return [{ kind: 'file', name: input.name, type: input.type || OUTPUT_MIME[format], data: input.file, thumbnail, info: { ...info, score: 100, noteKey: 'notes.keptOriginal' } }];
  }
  throwIfAborted(signal);
  progress(0.85, 'processing');
  // Against the decoded input at the output's size: what the encoder lost, not what resizing did.
  const measured = searched ?? (await scoreOutput(pixels, encoded, OUTPUT_MIME[format]));
  return [
    {
      kind: 'file',
      name: `${splitName(input.name).base}-compressed.${OUTPUT_EXTENSION[format]}`,
      type: OUTPUT_MIME[format],
      // A Blob made here: the page gets a handle, instead of copying the bytes into one on its main thread.
      data: new Blob([encoded], { type: OUTPUT_MIME[format] }),
      thumbnail,
      info: {
        ...info,
        quality: qualityUsed,
        ...measured,
        noteKey: header.animated ? 'notes.firstFrame' : !sameFormat && encoded.byteLength >= source.byteLength ? 'notes.larger' : undefined,
      },
    },
  ];
});
