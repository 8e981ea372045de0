import { svgBody } from './emoji-art';
import type { IconNode } from './generator-assets';
import { DESIGN_GRID, type GeneratorOptions, type Shape } from './options';

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

/** Tabler icons are drawn on a 24-unit grid. */
const ICON_GRID = 24;
/** Icon side per font-size unit: the default size 32 makes the icon 75 % of the shape. */
const ICON_PER_FONT_SIZE = 1.5;
const MAX_ICON_SHARE = 0.9;

/** Where a 24-unit icon goes in a square of `side`: its scale and the offset of its top-left corner. */
export function iconPlacement(fontSize: number, side: number): { scale: number; translate: number } {
  const iconSide = Math.min((fontSize * ICON_PER_FONT_SIZE) / DESIGN_GRID, MAX_ICON_SHARE) * side;
  return { scale: iconSide / ICON_GRID, translate: (side - iconSide) / 2 };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** favicon.svg for an icon: the shape and the Tabler icon's paths, stroked as Tabler draws them. */
export function symbolIconSvg(options: GeneratorOptions, nodes: IconNode[]): string {
  const { scale, translate } = iconPlacement(options.fontSize, DESIGN_GRID);
  const paths = nodes
    .filter(([, attributes]) => attributes.d)
    .map(([, attributes]) => {
      const extra = ['fill', 'stroke', 'opacity']
        .filter((name) => attributes[name])
        .map((name) => ` ${name}="${escapeXml(attributes[name] === 'currentColor' ? options.fontColor : attributes[name])}"`)
        .join('');
      return `<path d="${escapeXml(attributes.d)}"${extra}/>`;
    });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DESIGN_GRID} ${DESIGN_GRID}">`,
    shapeElement(options.shape, options.backgroundColor),
    `<g transform="translate(${round(translate)} ${round(translate)}) scale(${round(scale)})" fill="none" stroke="${options.fontColor}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
    ...paths,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** A box as fractions (0–1) of a picture's width and height. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * favicon.svg for an emoji: the shape and the emoji's own SVG nested in it, its viewBox cut to the
 * ink box (`ink`, found on the raster) so the drawing is centred, and sized like an icon.
 */
export function pictureIconSvg(options: GeneratorOptions, pictureSvg: string, ink: FractionBox): string {
  const { viewBox, body } = svgBody(pictureSvg);
  const [minX, minY, width, height] = viewBox.split(/[\s,]+/).map(Number);
  const inkBox = [minX + ink.x * width, minY + ink.y * height, ink.width * width, ink.height * height].map(round).join(' ');
  const { translate } = iconPlacement(options.fontSize, DESIGN_GRID);
  const side = round(DESIGN_GRID - 2 * translate);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DESIGN_GRID} ${DESIGN_GRID}">`,
    shapeElement(options.shape, options.backgroundColor),
    `<svg x="${round(translate)}" y="${round(translate)}" width="${side}" height="${side}" viewBox="${inkBox}">`,
    body,
    '</svg>',
    '</svg>',
    '',
  ].join('\n');
}

/** favicon.svg for text drawn from a shipped font: the shape and the text's outline as one path. */
export function outlineIconSvg(options: GeneratorOptions, pathData: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DESIGN_GRID} ${DESIGN_GRID}">`,
    shapeElement(options.shape, options.backgroundColor),
    `<path d="${escapeXml(pathData)}" fill="${options.fontColor}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** favicon.svg for a text icon: the shape and the centred text, scaling to any size. */
export function textIconSvg(options: GeneratorOptions, text: string, family: string): string {
  const half = DESIGN_GRID / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DESIGN_GRID} ${DESIGN_GRID}">`,
    shapeElement(options.shape, options.backgroundColor),
    `<text x="${half}" y="${half}" text-anchor="middle" dominant-baseline="central" font-family="${escapeXml(family)}" font-weight="700" font-size="${options.fontSize}" fill="${options.fontColor}">${escapeXml(text)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
