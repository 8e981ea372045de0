import { svgRasterEncoder } from '../../core/svg/raster-encode';

/** Encodes the SVG drawn on the main thread (see core/svg/SvgRasterScreen) to JPG. */
export default svgRasterEncoder('jpeg');
