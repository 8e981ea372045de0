import { ProcessingError } from '../../core/processing/errors';
import { decodeImage } from '../../kits/image/decode';
import { encodeImage } from '../../kits/image/encode';
import { inspectImage } from '../../kits/image/limits';
import { carryMetadata, keepsColourProfile } from '../../kits/image/metadata/carry-metadata';
import { scoreRequested } from '../../kits/image/perceptual-score';
import { resizeNatively } from '../../kits/image/native-resize';
import { defineProcessor, throwIfAborted, type ScoreRequest } from '../../core/processing/processor';
import { isResizeFormat, outputFormatFor, RESIZE_QUALITY } from './output-format';
import { targetSize, type ResizeOptions } from './resize-options';

/**
 * JPEG and WebP jobs wait on the browser's decoder, scaler and encoder threads for most of their
 * time: a worker starts its next photo meanwhile (scripts/bench/image-resize.ts).
 */
export const overlapJobs = true;

/**
 * Resizes through the shared image pipeline: the header check and pixel limit of every image tool,
 * the browser's decoder with EXIF orientation and high-quality resampling, and the shared encoders
 * on the shared 0–100 quality scale. Keeps the input's format.
 */
export default defineProcessor<ResizeOptions & ScoreRequest>(async (input, options, { progress, signal }) => {
  progress(0, 'reading');
  // Empty, non-image, cut-off and over-limit files fail here, before any pixel is allocated.
  const source = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(source);
  if (!isResizeFormat(header.format)) throw new ProcessingError('errors.notAnImage', `Cannot resize ${header.format}`);
  const format = outputFormatFor(header.format, input.name);
  progress(0.05, 'decoding');
  const keepColourProfile = keepsColourProfile(header.format, format.format, options.metadata);
  if (options.scoreOf) {
    // Scored against the input drawn at the output's size: what the encoder lost, not the resizing.
    return scoreRequested(options.scoreOf, { source, header, file: input.file, keepColourProfile });
  }
  /** The output with the metadata the visitor chose (JPEG to JPEG; other outputs hold none), and the row's panel. */
  const withMetadata = async (encoded: Blob | ArrayBuffer) => {
    const bytes = new Uint8Array(encoded instanceof Blob ? await encoded.arrayBuffer() : encoded);
    const carried = await carryMetadata(source, header.format, bytes, format.format, options.metadata);
    return { data: new Blob([carried.bytes as Uint8Array<ArrayBuffer>], { type: format.mime }), panel: carried.panel };
  };
  if (format.format === 'jpeg' || format.format === 'webp') {
    // JPEG and WebP: the browser's own scaler and encoder, no pixels through script (the fast path).
    const native = await resizeNatively(source, header, (original) => targetSize(original, options), format.format, RESIZE_QUALITY, input.file, keepColourProfile);
    if (native) {
      const { blob, thumbnail, ...sizes } = native;
      throwIfAborted(signal);
      const { data, panel } = await withMetadata(blob);
      return [{ kind: 'file', name: format.fileName(sizes.width, sizes.height), type: format.mime, data, thumbnail, info: { ...sizes, quality: RESIZE_QUALITY, scoreLater: true, panel } }];
    }
  }
  const decoded = await decodeImage(source, header, { file: input.file, size: (original) => targetSize(original, options), keepColourProfile });
  throwIfAborted(signal);
  progress(0.5, 'encoding');
  let data: ArrayBuffer;
  try {
    data = await encodeImage(decoded.pixels, format.settings);
  } catch {
    throw new ProcessingError('errors.resizing', 'Error during resizing');
  }
  throwIfAborted(signal);
  progress(1, 'packaging');
  const { width, height } = decoded.pixels;
  // A Blob made here: the page gets a handle, instead of copying the bytes into one on its main thread.
  const { data: file, panel } = await withMetadata(data);
  return [
    {
      kind: 'file',
      name: format.fileName(width, height),
      type: format.mime,
      data: file,
      info: { width, height, originalWidth: decoded.originalWidth, originalHeight: decoded.originalHeight, quality: format.format === 'png' ? undefined : RESIZE_QUALITY, scoreLater: true, panel },
    },
  ];
});
