import type { Font, Glyph } from 'opentype.js';

/** A text's outline: SVG path data and the box of its ink. */
export interface Outline {
  data: string;
  box: { x1: number; y1: number; x2: number; y2: number };
  /** Distance the pen moved: where a following run would start. */
  advance: number;
}

/**
 * The glyphs of `text` side by side, pen starting at (x, y) on the baseline, each from the font
 * `fontFor` picks for its character (null when none has it), with kerning between glyphs of one
 * font. Laid out here rather than by opentype.js's text shaping, which cannot yet apply some fonts'
 * contextual substitutions (it throws on Roboto's); no ligatures or complex scripts.
 */
export function glyphRun(text: string, fontFor: (char: string) => Font | null, x: number, y: number, size: number): Outline | null {
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  let data = '';
  let pen = x;
  let previous = null as { font: Font; glyph: Glyph } | null;
  for (const char of text) {
    const font = fontFor(char);
    if (!font) return null;
    const glyph = font.charToGlyph(char);
    const scale = size / font.unitsPerEm;
    if (previous?.font === font) pen += font.getKerningValue(previous.glyph, glyph) * scale;
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
    previous = { font, glyph };
  }
  if (!Number.isFinite(box.x1)) Object.assign(box, { x1: x, y1: y, x2: x, y2: y });
  return { data, box, advance: pen - x };
}
