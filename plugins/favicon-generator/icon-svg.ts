import { DESIGN_GRID, FONT_STACKS, type GeneratorOptions, type Shape } from './options';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Corner radius of the rounded shape, as a share of the side. */
export const ROUNDED_RADIUS = 0.2;

function shapeElement(shape: Shape, fill: string): string {
  const half = DESIGN_GRID / 2;
  if (shape === 'circle') return `<circle cx="${half}" cy="${half}" r="${half}" fill="${fill}"/>`;
  const radius = shape === 'rounded' ? ` rx="${DESIGN_GRID * ROUNDED_RADIUS}"` : '';
  return `<rect width="${DESIGN_GRID}" height="${DESIGN_GRID}"${radius} fill="${fill}"/>`;
}

/** favicon.svg for a text icon: the shape and the centred text, scaling to any size. */
export function textIconSvg(options: GeneratorOptions): string {
  const half = DESIGN_GRID / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DESIGN_GRID} ${DESIGN_GRID}">`,
    shapeElement(options.shape, options.backgroundColor),
    `<text x="${half}" y="${half}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(FONT_STACKS[options.font])}" font-weight="700" font-size="${options.fontSize}" fill="${options.fontColor}">${escapeXml(options.text.trim())}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
