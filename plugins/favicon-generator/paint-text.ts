import type { IconRole } from '../../kits/favicon/package-spec';
import { contentBox, type IconContext } from '../../kits/favicon/render';
import { ROUNDED_RADIUS } from './icon-svg';
import type { Font } from 'opentype.js';
import { DESIGN_GRID, type GeneratorOptions } from './options';
import { MAX_INK, centredOutline } from './text-outline';


export function fillShape(context: IconContext, size: number, role: IconRole, options: GeneratorOptions) {
  context.fillStyle = options.backgroundColor;
  context.beginPath();
  // Home screens cut their own shape: Apple and maskable icons are full squares.
  const shape = role === 'browser' ? options.shape : 'square';
  if (shape === 'circle') context.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  else if (shape === 'rounded') context.roundRect(0, 0, size, size, size * ROUNDED_RADIUS);
  else context.rect(0, 0, size, size);
  context.fill();
}

/**
 * Paints text with the system's fonts (for characters no shipped font has) on the shape at one size. The text's ink box (not its font box)
 * is centred, so "F", "g" and emoji sit in the middle; text wider than 90 % of the shape is scaled
 * down to fit. `family` is a CSS font-family list.
 */
export function paintTextIcon(context: IconContext, size: number, role: IconRole, options: GeneratorOptions, text: string, family: string) {
  fillShape(context, size, role, options);
  const { offset, side } = contentBox(size, role);
  let fontPx = (options.fontSize / DESIGN_GRID) * side;
  const font = (px: number) => `700 ${px}px ${family}`;
  context.font = font(fontPx);
  let metrics = context.measureText(text);
  const inkWidth = metrics.actualBoundingBoxLeft + metrics.actualBoundingBoxRight;
  const inkHeight = metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent;
  const overflow = Math.max(inkWidth, inkHeight) / (side * MAX_INK);
  if (overflow > 1) {
    fontPx /= overflow;
    context.font = font(fontPx);
    metrics = context.measureText(text);
  }
  context.fillStyle = options.fontColor;
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  const centre = offset + side / 2;
  const x = centre - (metrics.actualBoundingBoxRight - metrics.actualBoundingBoxLeft) / 2;
  const y = centre + (metrics.actualBoundingBoxAscent - metrics.actualBoundingBoxDescent) / 2;
  context.fillText(text, x, y);
}

/** Paints text from a shipped font's outlines: the same shapes as favicon.svg, on every system. */
export function paintOutlineIcon(context: IconContext, size: number, role: IconRole, options: GeneratorOptions, font: Font, text: string) {
  fillShape(context, size, role, options);
  const { offset, side } = contentBox(size, role);
  context.fillStyle = options.fontColor;
  context.fill(new Path2D(centredOutline(font, text, (options.fontSize / DESIGN_GRID) * side, side, offset)));
}
