import { svgRasterEncoder } from '../../kits/svg/raster-encode';

/** Encodes the SVG drawn on the main thread (see kits/svg/SvgRasterScreen) to JPG. */
export default svgRasterEncoder('jpeg');
