import { decodeImage } from '../processing/image/decode';
import { encodeImage, OUTPUT_EXTENSION, OUTPUT_MIME } from '../processing/image/encode';
import { inspectImage } from '../processing/image/limits';
import { parseHexColour } from '../processing/image/pixels';
import { defineProcessor, type FileInput, type FileOutput } from '../processing/processor';
import { withExtension } from '../ui/file-names';
import type { RasterFormat, RasterOptions } from './raster-options';

/**
 * Worker side of SVG to PNG / JPG: the SVG was drawn to a lossless PNG on the main thread; this
 * encodes it (OxiPNG for PNG, MozJPEG at the chosen quality for JPG) off the main thread.
 */
export function svgRasterEncoder(format: RasterFormat) {
  return defineProcessor(async (input: FileInput, options: RasterOptions, { progress }): Promise<FileOutput> => {
    const bytes = new Uint8Array(input.bytes);
    const header = inspectImage(bytes);
    const { pixels } = await decodeImage(bytes, header);
    progress(0.4);
    const encoded = await encodeImage(pixels, format, { quality: options.quality, lossless: true, background: parseHexColour(options.background) });
    return {
      name: withExtension(input.name, OUTPUT_EXTENSION[format]),
      type: OUTPUT_MIME[format],
      bytes: encoded,
      info: { width: pixels.width, height: pixels.height },
    };
  });
}
