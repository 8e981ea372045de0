import { decodeImage } from '../image/decode';
import { encodeImage, settingsAt, OUTPUT_EXTENSION, OUTPUT_MIME } from '../image/encode';
import { inspectImage } from '../image/limits';
import { parseHexColour } from '../image/pixels';
import { throwIfAborted, type ProcessContext, type JobInput, type JobOutput } from '../../core/processing/processor';
import { withExtension } from '../../core/files/file-names';
import type { RasterFormat, RasterOptions } from './raster-options';

/**
 * Worker side of SVG to PNG / JPG: the SVG was drawn to a lossless PNG on the main thread; this
 * encodes it (OxiPNG for PNG, MozJPEG at the chosen quality for JPG) off the main thread.
 */
export async function encodeDrawnSvg(format: RasterFormat, input: JobInput, options: RasterOptions, { progress, signal }: ProcessContext): Promise<JobOutput[]> {
  progress(0, 'reading');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const header = inspectImage(bytes);
  progress(0.1, 'decoding');
  const { pixels } = await decodeImage(bytes, header, { file: input.file });
  throwIfAborted(signal);
  progress(0.4, 'encoding');
  const encoded = await encodeImage(pixels, settingsAt(format, options.quality, { png: 'all', background: parseHexColour(options.background) }));
  return [
    {
      kind: 'file',
      name: withExtension(input.name, OUTPUT_EXTENSION[format]),
      type: OUTPUT_MIME[format],
      data: encoded,
      info: { width: pixels.width, height: pixels.height, quality: format === 'jpeg' ? options.quality : undefined },
    },
  ];
}
