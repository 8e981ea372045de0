import { withExtension } from '../../core/files/file-names';
import { jobInputOf, throwIfAborted, type JobInput, type ProcessContext } from '../../core/processing/processor';
import { checkPixelLimit } from '../image/limits';
import { keepsTransparency, rasterTargetSize, type RasterFormat, type RasterOptions } from './raster-options';
import { rasterizeSvgPng } from './rasterize';
import { withRootSize } from './root-size';
import { readSvgSource, type SvgSource } from './source';

export interface DrawnSvg {
  /** Lossless PNG of the drawing, to be encoded to the target format in a worker. */
  png: Blob;
  width: number;
  height: number;
}

/**
 * Main thread only: draws an SVG at the size the options ask (its root resized, so the vectors are
 * drawn at that size rather than stretched), on the background unless the format keeps
 * transparency. The pixel limit is checked on the SVG's own size and on the target size first.
 */
export async function drawSvg(source: SvgSource, options: RasterOptions, format: RasterFormat): Promise<DrawnSvg> {
  checkPixelLimit(Math.round(source.size.width), Math.round(source.size.height));
  const { width, height } = rasterTargetSize(source.size, options);
  checkPixelLimit(width, height);
  const background = keepsTransparency(format, options) ? undefined : options.background;
  return rasterizeSvgPng(withRootSize(source.text, source.size, width, height), { width, height, background });
}

/**
 * SVG to PNG / JPG's page step before their worker job (`before.main.ts`, core/processing/main-steps.ts):
 * the SVG checked and drawn at the asked size to a lossless PNG, which the worker encodes.
 */
export function drawSvgInput(format: RasterFormat) {
  return async (input: JobInput, options: RasterOptions, { progress, signal }: ProcessContext): Promise<JobInput> => {
    progress(0, 'reading');
    const source = await readSvgSource(input.file);
    throwIfAborted(signal);
    progress(0.2, 'decoding');
    const { png } = await drawSvg(source, options, format);
    return jobInputOf(new File([png], withExtension(input.name, 'png'), { type: 'image/png' }));
  };
}
