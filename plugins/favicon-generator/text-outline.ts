import { parse, type Font } from 'opentype.js';
import { FONT_SUBSETS, fontUrl, type ShippedFont } from './shipped-fonts';

const loaded = new Map<ShippedFont, Promise<Font[]>>();

/** A shipped font's subsets, fetched from our origin and parsed once (a failed load is forgotten). */
export function loadShippedFont(id: ShippedFont): Promise<Font[]> {
  let fonts = loaded.get(id);
  if (!fonts) {
    fonts = Promise.all(
      FONT_SUBSETS.map(async (subset) => {
        const response = await fetch(fontUrl(id, subset));
        if (!response.ok) throw new Error(`${fontUrl(id, subset)}: HTTP ${response.status}`);
        return parse(await response.arrayBuffer());
      }),
    );
    fonts.catch(() => loaded.delete(id));
    loaded.set(id, fonts);
  }
  return fonts;
}

/** The first subset that has every character of the text; null when none has (CJK, emoji…). */
export function fontFor(text: string, subsets: Font[]): Font | null {
  const chars = [...text].filter((char) => char.trim());
  return subsets.find((font) => chars.every((char) => font.charToGlyphIndex(char) > 0)) ?? null;
}

/** Widest the text's ink may be, as a share of the square, before its size is reduced to fit. */
export const MAX_INK = 0.9;

interface Outline {
  data: string;
  box: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * The glyphs side by side with the font's kerning, pen starting at (x, y). Laid out here rather than
 * by opentype.js's text shaping: one or two letters need no substitutions, and it cannot yet apply
 * some fonts' contextual ones (it throws on Roboto's).
 */
function outlineAt(font: Font, text: string, x: number, y: number, size: number): Outline {
  const scale = size / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  let data = '';
  let pen = x;
  glyphs.forEach((glyph, index) => {
    const path = glyph.getPath(pen, y, size);
    data += path.toPathData(3);
    const glyphBox = path.getBoundingBox();
    if (Number.isFinite(glyphBox.x1) && glyphBox.x2 > glyphBox.x1) {
      box.x1 = Math.min(box.x1, glyphBox.x1);
      box.y1 = Math.min(box.y1, glyphBox.y1);
      box.x2 = Math.max(box.x2, glyphBox.x2);
      box.y2 = Math.max(box.y2, glyphBox.y2);
    }
    pen += glyph.advanceWidth * scale;
    const next = glyphs[index + 1];
    if (next) pen += font.getKerningValue(glyph, next) * scale;
  });
  if (!Number.isFinite(box.x1)) Object.assign(box, { x1: x, y1: y, x2: x, y2: y });
  return { data, box };
}

/**
 * The text's outline as SVG path data, its ink box centred in a square of `side` (offset by
 * `offset`) at `fontPx`, or smaller when it would pass 90 % of the square.
 */
export function centredOutline(font: Font, text: string, fontPx: number, side: number, offset = 0): string {
  let size = fontPx;
  let { box } = outlineAt(font, text, 0, 0, size);
  const overflow = Math.max(box.x2 - box.x1, box.y2 - box.y1) / (side * MAX_INK);
  if (overflow > 1) {
    size /= overflow;
    box = outlineAt(font, text, 0, 0, size).box;
  }
  const centre = offset + side / 2;
  return outlineAt(font, text, centre - (box.x1 + box.x2) / 2, centre - (box.y1 + box.y2) / 2, size).data;
}
