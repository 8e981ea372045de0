import { defineProcessor } from '../../core/processing/processor';
import { encodeDrawnSvg } from '../../kits/svg/raster-encode';
import type { RasterOptions } from '../../kits/svg/raster-options';

/** The SVG drawn to a lossless PNG on the page (before.main.ts), encoded here to JPG (MozJPEG). */
export default defineProcessor<RasterOptions>((input, options, context) => encodeDrawnSvg('jpeg', input, options, context));
