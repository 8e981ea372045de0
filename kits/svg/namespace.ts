/** The namespace of the strings the SVG tools share (kits/svg/locales). */
export const SVG_CONVERT_NS = 'svg-convert';
