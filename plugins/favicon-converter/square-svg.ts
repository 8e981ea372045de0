import type { XastElement } from 'svgo/browser';
import type { FitMode } from '../../kits/favicon/fit';
import type { Box } from '../../kits/svg/view-box';

const number = (value: number) => String(Number(value.toFixed(4)));

function readViewBox(svg: XastElement): Box | undefined {
  const parts = (svg.attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  if (parts.length === 4 && parts.every(Number.isFinite) && parts[2] > 0 && parts[3] > 0) {
    return { x: parts[0], y: parts[1], width: parts[2], height: parts[3] };
  }
  // No viewBox: the drawing's own size in px, when it gives one.
  const length = (value?: string) => (/^\s*[\d.]+(?:e[-+]?\d+)?\s*(?:px)?\s*$/i.test(value ?? '') ? Number.parseFloat(value!) : NaN);
  const width = length(svg.attributes.width);
  const height = length(svg.attributes.height);
  return width > 0 && height > 0 ? { x: 0, y: 0, width, height } : undefined;
}

/** The square part of the drawing shown: pad widens the short side, crop narrows the long one. */
function squareBox(box: Box, fit: FitMode): Box {
  if (fit === 'stretch' || box.width === box.height) return box;
  const side = fit === 'pad' ? Math.max(box.width, box.height) : Math.min(box.width, box.height);
  return { x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, width: side, height: side };
}

/**
 * Makes the root <svg> square as the PNG icons are (a favicon checker and browsers expect a
 * square SVG icon); a drawing without any size is left as it is.
 */
export function squareRoot(svg: XastElement, fit: FitMode) {
  const box = readViewBox(svg);
  if (!box) return;
  const square = squareBox(box, fit);
  const side = number(Math.max(square.width, square.height));
  svg.attributes.viewBox = [square.x, square.y, square.width, square.height].map(number).join(' ');
  svg.attributes.width = side;
  svg.attributes.height = side;
  if (square.width !== square.height) svg.attributes.preserveAspectRatio = 'none';
}
