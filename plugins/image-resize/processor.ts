import { ProcessingError } from '../../core/processing/errors';
import { checkDecodedSize, inspectImage } from '../../core/processing/image/limits';
import { defineProcessor, type FileInput, type FileOutput } from '../../core/processing/processor';
import { targetSize, type ResizeOptions } from './resize-options';
import { outputFormatFor } from './output-format';

/**
 * Resizes in the worker with the browser's high-quality resampler (createImageBitmap with
 * resizeQuality 'high'), applying EXIF orientation, and re-encodes in the input's format.
 */
export default defineProcessor<FileInput, ResizeOptions, FileOutput>(async (input, options, { progress }) => {
  // Empty, non-image, cut-off and over-100-MP files fail here, before any pixel is allocated.
  inspectImage(new Uint8Array(input.bytes));
  const source = new Blob([input.bytes], { type: input.type });
  let original: ImageBitmap;
  try {
    original = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    throw new ProcessingError('errors.processing', 'Error processing image');
  }
  checkDecodedSize(original);
  progress(0.2);
  const originalSize = { width: original.width, height: original.height };
  const size = targetSize(originalSize, options);
  const format = outputFormatFor(input.type, input.name);
  try {
    const resized = await createImageBitmap(original, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
    original.close();
    progress(0.6);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas context not available');
    if (format.opaque) {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(resized, 0, 0);
    resized.close();
    const blob = await canvas.convertToBlob({ type: format.mime, quality: format.quality });
    progress(1);
    return {
      name: format.fileName,
      type: blob.type,
      bytes: await blob.arrayBuffer(),
      info: { ...size, originalWidth: originalSize.width, originalHeight: originalSize.height },
    };
  } catch {
    throw new ProcessingError('errors.resizing', 'Error during resizing');
  }
});
