import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { OUTPUT_EXTENSION, OUTPUT_MIME } from '../../kits/image/encode';
import { copyJpegMetadata } from '../../kits/image/jpeg-metadata';
import { MIME_TYPES } from '../../kits/image/header';
import { inspectImage } from '../../kits/image/limits';
import { defineProcessor, throwIfAborted } from '../../core/processing/processor';
import { splitName } from '../../core/files/file-names';
import { formatBudget } from './budget-text';
import { formatChoices, encodeForOptions, jobBudget } from './encode-for-options';
import type { CompressJobOptions } from './options';

const ACCEPTED = ['jpeg', 'png', 'webp', 'avif', 'gif', 'bmp'];

/** Photos are mostly JPEG: MozJPEG is compiled while the page is idle, not on the first file. */
export { warmMozjpeg as warm } from '../../kits/image/wasm-codecs';

export default defineProcessor<CompressJobOptions>(async (input, options, { progress, signal }) => {
  // Two stages reported, not four: 'reading' and 'packaging' each took under a millisecond, and
  // every report is a task on the page's main thread, on the cores the workers need.
  const source = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(source);
  if (!ACCEPTED.includes(header.format)) throw new ProcessingError('errors.notAnImage', `Cannot compress ${header.format}`);
  progress(0.05, 'decoding');
  // The row's picture from the decoded image (the page would decode the output again otherwise).
  const decoded = await decodeImage(source, header, { maxWidth: options.maxWidth, maxHeight: options.maxHeight, file: input.file, thumbnail: true });
  throwIfAborted(signal);
  progress(0.2, 'encoding');

  const { pixels, thumbnail } = decoded;
  const info = { width: pixels.width, height: pixels.height, originalWidth: decoded.originalWidth, originalHeight: decoded.originalHeight };
  const resized = pixels.width !== decoded.originalWidth || pixels.height !== decoded.originalHeight;
  const keepOriginal = (noteKey: string, noteParams?: Record<string, string>) =>
    // The input Blob itself: no copy back to the page.
    [{ kind: 'file' as const, name: input.name, type: input.type || MIME_TYPES[header.format], data: input.file, thumbnail, info: { ...info, noteKey, noteParams } }];

  // The input's own format is one the options may write (always so for "Same as input").
  const inputFormatAllowed = formatChoices(pixels, header.format, options).some((choice) => choice.format === header.format);
  if (options.mode === 'budget') {
    // The original already fits: nothing re-encoded is closer to it.
    const budget = jobBudget(options);
    if (!resized && inputFormatAllowed && source.byteLength <= budget) return keepOriginal('notes.budgetKept', { budget: formatBudget(budget) });
  }

  let chosen;
  try {
    chosen = await encodeForOptions(pixels, header.format, options);
  } catch (error) {
    if (options.format === 'avif' && !(error instanceof ProcessingError)) throw new ProcessingError('errors.avifUnsupported', `AVIF format not supported: ${(error as Error).message}`);
    throw error;
  }
  const { format, quality, note } = chosen;
  let encoded = chosen.bytes;
  if (!options.stripMetadata && format === 'jpeg' && header.format === 'jpeg') {
    const withMetadata = copyJpegMetadata(source, new Uint8Array(encoded)).slice().buffer;
    // Within a byte budget the pixels come first: the metadata stays only if it still fits.
    if (options.mode !== 'budget' || withMetadata.byteLength <= jobBudget(options)) encoded = withMetadata;
  }

  const outputInfo = { ...info, width: chosen.width, height: chosen.height };
  const sameFormat = format === header.format;
  if (inputFormatAllowed && !resized && chosen.width === pixels.width && encoded.byteLength >= source.byteLength) {
    return keepOriginal('notes.keptOriginal');
  }
  return [
    {
      kind: 'file',
      name: `${splitName(input.name).base}-compressed.${OUTPUT_EXTENSION[format]}`,
      type: OUTPUT_MIME[format],
      // A Blob made here: the page gets a handle, instead of copying the bytes into one on its main thread.
      data: new Blob([encoded], { type: OUTPUT_MIME[format] }),
      thumbnail,
      info: {
        ...outputInfo,
        quality,
        noteKey: header.animated ? 'notes.firstFrame' : (note?.key ?? (!sameFormat && encoded.byteLength >= source.byteLength ? 'notes.larger' : undefined)),
        noteParams: note?.params,
      },
    },
  ];
});
