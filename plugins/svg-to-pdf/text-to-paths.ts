import type { Font } from 'opentype.js';
import { glyphRun } from '../../kits/fonts/glyph-run';
import { jsonOnce } from '../../kits/fonts/json-once';
import { loadFont } from '../../kits/fonts/load-font';
import { LAYOUT_ATTRIBUTES } from '../../kits/fonts/text-outlines';
import { inRanges, parseUnicodeRange } from '../../kits/fonts/unicode-range';
import { BEYOND_LATIN1 } from '../../kits/svg/inert-svg';
import { TEXT_FONT_FACES_URL, textFontUrl, type TextFontFace } from './text-fonts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A property set on the element or an ancestor, as an attribute or in its style attribute. */
function inherited(element: Element, name: string): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const declaration = (node.getAttribute('style') ?? '')
      .split(';')
      .map((part) => part.split(':'))
      .find(([property]) => property?.trim() === name);
    if (declaration?.[1]) return declaration[1].trim();
    const attribute = node.getAttribute(name);
    if (attribute) return attribute;
  }
  return undefined;
}

const firstNumber = (value: string | null) => Number.parseFloat((value ?? '0').trim().split(/[\s,]+/)[0]) || 0;

/** A font-size in user units: px or unitless as is, pt as 4/3, em as 16 px; 16 when absent or unreadable. */
export function fontSizeOf(value: string | undefined): number {
  const match = /^([\d.]+)\s*(px|pt|em)?$/i.exec(value?.trim() ?? '');
  if (!match) return 16;
  const size = Number(match[1]);
  return match[2]?.toLowerCase() === 'pt' ? (size * 4) / 3 : match[2]?.toLowerCase() === 'em' ? size * 16 : size;
}

/** The subsets' list, fetched once per page (a failed fetch is forgotten). */
const defaultFaces = jsonOnce<TextFontFace[]>(TEXT_FONT_FACES_URL);

/** The first Noto subset whose range holds a character and whose font has its glyph (subsets overlap); null when none has. */
export function notoFontFinder(faceList: () => Promise<TextFontFace[]> = defaultFaces, fontAt: (url: string) => Promise<Font> = loadFont): (char: string) => Promise<Font | null> {
  let subsets: Promise<(TextFontFace & { ranges: [number, number][] })[]> | undefined;
  return async (char) => {
    subsets ??= faceList().then((list) => list.map((face) => ({ ...face, ranges: parseUnicodeRange(face.unicodeRange) })));
    for (const face of (await subsets).filter((candidate) => inRanges(char.codePointAt(0)!, candidate.ranges))) {
      const font = await fontAt(textFontUrl(face.file));
      if (font.charToGlyphIndex(char) > 0) return font;
    }
    return null;
  };
}

/**
 * Replaces each <text> whose characters jsPDF's fonts lack with a <path> of the same text drawn
 * from Noto Sans SC's outlines, so the PDF keeps it as vectors. Handles plain text elements (x, y,
 * font-size, text-anchor, inherited from ancestors too); a text with <tspan> or <textPath> children,
 * or a character the font lacks, is left as it was. Returns how many were replaced.
 */
export async function textToPaths(root: Element, faceList: () => Promise<TextFontFace[]> = defaultFaces, fontAt: (url: string) => Promise<Font> = loadFont): Promise<number> {
  const texts = Array.from(root.querySelectorAll('text')).filter((text) => BEYOND_LATIN1.test(text.textContent ?? '') && text.children.length === 0);
  if (!texts.length) return 0;
  const fontWithGlyph = notoFontFinder(faceList, fontAt);
  let replaced = 0;
  for (const text of texts) {
    // Default xml:space: runs of white space read as one space, none at the ends.
    const content = (text.textContent ?? '').replace(/\s+/g, ' ').trim();
    const fontOf = new Map<string, Font | null>();
    for (const char of new Set(content)) fontOf.set(char, char === ' ' ? null : await fontWithGlyph(char));
    if ([...fontOf].some(([char, font]) => char !== ' ' && !font)) continue;
    const anyFont = [...fontOf.values()].find(Boolean) ?? null;
    const fontFor = (char: string) => fontOf.get(char) ?? anyFont;
    const size = fontSizeOf(inherited(text, 'font-size'));
    const x = firstNumber(text.getAttribute('x'));
    const y = firstNumber(text.getAttribute('y'));
    const measured = glyphRun(content, fontFor, x, y, size);
    if (!measured) continue;
    const anchor = inherited(text, 'text-anchor');
    const shift = anchor === 'middle' ? -measured.advance / 2 : anchor === 'end' ? -measured.advance : 0;
    const run = shift ? glyphRun(content, fontFor, x + shift, y, size)! : measured;
    const path = text.ownerDocument.createElementNS(SVG_NS, 'path');
    for (const attribute of Array.from(text.attributes)) if (!LAYOUT_ATTRIBUTES.test(attribute.localName)) path.setAttribute(attribute.name, attribute.value);
    path.setAttribute('d', run.data);
    text.replaceWith(path);
    replaced++;
  }
  return replaced;
}
