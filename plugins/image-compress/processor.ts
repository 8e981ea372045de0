import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { OUTPUT_EXTENSION, OUTPUT_MIME, type OutputFormat } from '../../kits/image/encode';
import { MIME_TYPES, type ImageHeader } from '../../kits/image/header';
import { carryMetadata, formatLabel, keepsColourProfile, metadataOverhead, metadataPanel, readSourceMetadata } from '../../kits/image/metadata/carry-metadata';
import { stripMetadata } from '../../kits/image/metadata/strip-metadata';
import { inspectImage } from '../../kits/image/limits';
import { scoreRequested } from '../../kits/image/perceptual-score';
import { defineProcessor, throwIfAborted, type ScoreRequest } from '../../core/processing/processor';
import { splitName } from '../../core/files/file-names';
import { formatBudget } from './budget-text';
import { formatChoices, encodeForOptions, jobBudget } from './encode-for-options';
import { outputFormatFor, type CompressJobOptions } from './options';

const ACCEPTED = ['jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'heic'];

/** Photos are mostly JPEG: MozJPEG is compiled while the page is idle, not on the first file. */
export { warmMozjpeg as warm } from '../../kits/image/wasm-codecs';

export default defineProcessor<CompressJobOptions & ScoreRequest>(async (input, options, { progress, signal }) => {
  // Two stages reported, not four: 'reading' and 'packaging' each took under a millisecond, and
  // every report is a task on the page's main thread, on the cores the workers need.
  const source = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(source);
  if (!ACCEPTED.includes(header.format)) throw new ProcessingError('errors.notAnImage', `Cannot compress ${header.format}`);
  progress(0.05, 'decoding');
  if (options.scoreOf) return scoreAgainstInput(source, header, input.file, options.scoreOf, options);
  // "Automatic" picks its format after decoding: its pixels become sRGB, as any output's without a profile.
  const plannedFormat = options.format === 'auto' ? undefined : outputFormatFor(header.format, options.format);
  // The row's picture from the decoded image (the page would decode the output again otherwise).
  const decoded = await decodeImage(source, header, {
    maxWidth: options.maxWidth,
    maxHeight: options.maxHeight,
    file: input.file,
    thumbnail: true,
    keepColourProfile: plannedFormat !== undefined && keepsColourProfile(header.format, plannedFormat, options.metadata),
  });
  throwIfAborted(signal);
  progress(0.2, 'encoding');

  const { pixels, thumbnail } = decoded;
  const summary = await readSourceMetadata(source);
  const info = { width: pixels.width, height: pixels.height, originalWidth: decoded.originalWidth, originalHeight: decoded.originalHeight };
  const resized = pixels.width !== decoded.originalWidth || pixels.height !== decoded.originalHeight;
  /**
   * The input itself (the Blob: no copy back to the page) when a full parse finds nothing the mode
   * removes; the input with those parts cut out, losslessly; otherwise nothing (the re-encode goes out).
   */
  const original = (noteKey: string, noteParams?: Record<string, string>) => {
    const stripped = stripMetadata(source, header.format, options.metadata);
    if (!stripped) return undefined;
    const panel = metadataPanel(summary, options.metadata, { original: true });
    const kept = { kind: 'file' as const, name: input.name, type: input.type || MIME_TYPES[header.format], thumbnail, info: { ...info, panel, score: 100, noteKey, noteParams } };
    return [{ ...kept, data: stripped === source ? input.file : new Blob([stripped as Uint8Array<ArrayBuffer>], { type: kept.type }) }];
  };

  // The input's own format is one the options may write (always so for "Same as input").
  const inputFormatAllowed = formatChoices(pixels, header.format, options).some((choice) => choice.format === header.format);
  if (options.mode === 'budget' && !resized && inputFormatAllowed && source.byteLength <= jobBudget(options)) {
    // The original already fits: nothing re-encoded is closer to it.
    const kept = original('notes.budgetKept', { budget: formatBudget(jobBudget(options)) });
    if (kept) return kept;
  }

  // Within a byte budget the metadata's bytes count too; metadata taking most of the budget is left out (and the row says so).
  const reserve = (output: OutputFormat) => {
    const bytes = metadataOverhead(source, header.format, output, options.metadata);
    return bytes <= jobBudget(options) / 4 ? bytes : 0;
  };
  let chosen;
  try {
    chosen = await encodeForOptions(pixels, header.format, options, reserve);
  } catch (error) {
    if (options.format === 'avif' && !(error instanceof ProcessingError)) throw new ProcessingError('errors.avifUnsupported', `AVIF format not supported: ${(error as Error).message}`);
    throw error;
  }
  const { format, quality, note } = chosen;
  const carried = await carryMetadata(source, header.format, new Uint8Array(chosen.bytes), format, options.metadata, summary);
  const metadataFits = options.mode !== 'budget' || carried.bytes.byteLength <= jobBudget(options);
  const encoded = metadataFits ? carried.bytes.slice().buffer : chosen.bytes;
  const dropped = [{ key: 'metadata.droppedForBudget', params: { size: formatBudget(carried.bytes.byteLength - chosen.bytes.byteLength), budget: formatBudget(jobBudget(options)) } }];
  const panel = metadataFits ? carried.panel : metadataPanel(summary, 'none', { carried: false, outputLabel: formatLabel(format) }, dropped);

  const sameFormat = format === header.format;
  if (inputFormatAllowed && !resized && chosen.width === pixels.width && encoded.byteLength >= source.byteLength) {
    const kept = original('notes.keptOriginal');
    if (kept) return kept;
  }
  throwIfAborted(signal);
  progress(0.85, 'processing');
  // The "looks the same" search scored its file already, unless metadata went into it since (a
  // colour profile may change how it decodes; writing metadata only ever adds bytes). Any other
  // file is scored after the batch (FileInfo.scoreLater): the batch's time is the encoding's.
  const searched = encoded.byteLength === chosen.bytes.byteLength ? chosen.measured : undefined;
  const measured = searched ?? { scoreLater: true };
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
        width: chosen.width,
        height: chosen.height,
        panel,
        quality,
        ...measured,
        noteKey: header.animated ? 'notes.firstFrame' : (note?.key ?? (!sameFormat && encoded.byteLength >= source.byteLength ? 'notes.larger' : undefined)),
        noteParams: note?.params,
      },
    },
  ];
});

/** The row's file against the decoded input at the file's size: what the encoder lost, not what resizing did. */
function scoreAgainstInput(source: Uint8Array, header: ImageHeader, file: Blob, output: Blob, options: CompressJobOptions) {
  const format = (Object.keys(OUTPUT_MIME) as (keyof typeof OUTPUT_MIME)[]).find((candidate) => OUTPUT_MIME[candidate] === output.type) ?? 'png';
  // As the job decoded it: "Automatic" converts to sRGB before it picks a format.
  const keepColourProfile = options.format !== 'auto' && keepsColourProfile(header.format, format, options.metadata);
  return scoreRequested(output, { source, header, file, keepColourProfile });
}
