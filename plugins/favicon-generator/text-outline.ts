import type { Font } from 'opentype.js';
import { glyphRun } from '../../kits/fonts/glyph-run';
import { loadFont } from '../../kits/fonts/load-font';
import { FONT_SUBSETS, fontUrl, type ShippedFont } from './shipped-fonts';

/** A shipped font's subsets (Latin, then Latin Extended), fetched from our origin and parsed once. */
export function loadShippedFont(id: ShippedFont): Promise<Font[]> {
  return Promise.all(FONT_SUBSETS.map((subset) => loadFont(fontUrl(id, subset))));
}

/** The first subset that has every character of the text; null when none has (CJK, emoji…). */
export function fontFor(text: string, subsets: Font[]): Font | null {
  const chars = [...text].filter((char) => char.trim());
  return subsets.find((font) => chars.every((char) => font.charToGlyphIndex(char) > 0)) ?? null;
}

/** Widest the text's ink may be, as a share of the square, before its size is reduced to fit. */
export const MAX_INK = 0.9;

/**
 * The text's outline as SVG path data, its ink box centred in a square of `side` (offset by
 * `offset`) at `fontPx`, or smaller when it would pass 90 % of the square.
 */
export function centredOutline(font: Font, text: string, fontPx: number, side: number, offset = 0): string {
  const run = (x: number, y: number, size: number) => glyphRun(text, () => font, x, y, size)!;
  let size = fontPx;
  let { box } = run(0, 0, size);
  const overflow = Math.max(box.x2 - box.x1, box.y2 - box.y1) / (side * MAX_INK);
  if (overflow > 1) {
    size /= overflow;
    box = run(0, 0, size).box;
  }
  const centre = offset + side / 2;
  return run(centre - (box.x1 + box.x2) / 2, centre - (box.y1 + box.y2) / 2, size).data;
}
