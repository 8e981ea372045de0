import type { Font, Glyph } from 'opentype.js';
import { rethrowEngineMismatch } from '../../core/processing/errors';
import { BEYOND_LATIN1, inertSvgElement } from '../svg/inert-svg';
import { withLiveCopy } from '../svg/live-copy';
import { loadFont } from './load-font';
import { metricFaces, metricFontUrl, type MetricFontFace } from './metric/faces';
import { readTextLayout, type PlacedChar, type RunFont, type TextLayout } from './text-layout';
import { inRanges, parseUnicodeRange } from './unicode-range';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Attributes that place or shape text: what replaces it carries the rest (fill, stroke, transform…). */
export const LAYOUT_ATTRIBUTES = /^(x|y|dx|dy|rotate|textLength|lengthAdjust|font.*|text-anchor|dominant-baseline|alignment-baseline|baseline-shift|letter-spacing|word-spacing|writing-mode|direction|unicode-bidi|text-decoration|white-space|space|kerning)$/;

/** A character's glyph in the face of its run's weight and style. */
interface Shaped {
  font: Font;
  glyph: Glyph;
}

/** The browser moved the pen as Tinos's advances (with or without its kerning) and the spacing say. */
export function sameMetrics(chars: PlacedChar[], shaped: Shaped[], fontOf: Map<Text, RunFont>): boolean {
  return chars.every((placed, index) => {
    const run = fontOf.get(placed.node)!;
    const { font, glyph } = shaped[index];
    const scale = run.size / font.unitsPerEm;
    const next = shaped[index + 1];
    const kern = next && next.font === font && chars[index + 1].node === placed.node ? font.getKerningValue(glyph, next.glyph) * scale : 0;
    const expected = glyph.advanceWidth * scale + run.letterSpacing + (placed.char === ' ' ? run.wordSpacing : 0);
    const tolerance = Math.max(0.3, run.size * 0.015);
    return Math.abs(placed.advance - expected) <= tolerance || Math.abs(placed.advance - expected - kern) <= tolerance;
  });
}

const round = (n: number) => String(Math.round(n * 100) / 100);

/** SVG path data of one glyph at the browser's position and rotation. */
export function glyphPathData(glyph: Glyph, placed: PlacedChar, size: number): string {
  const angle = (placed.rotate * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const at = (x: number, y: number) => `${round(placed.x + x * cos - y * sin)} ${round(placed.y + x * sin + y * cos)}`;
  return glyph
    .getPath(0, 0, size)
    .commands.map((command) => {
      if (command.type === 'Z') return 'Z';
      if (command.type === 'C') return `C${at(command.x1, command.y1)} ${at(command.x2, command.y2)} ${at(command.x, command.y)}`;
      if (command.type === 'Q') return `Q${at(command.x1, command.y1)} ${at(command.x, command.y)}`;
      return `${command.type}${at(command.x, command.y)}`;
    })
    .join('');
}

/** The element with the text's (or a tspan's) attributes but the layout ones, as a group (or another element). */
function groupLike(element: Element, name = 'g'): Element {
  const group = element.ownerDocument.createElementNS(SVG_NS, name);
  for (const attribute of Array.from(element.attributes)) if (!LAYOUT_ATTRIBUTES.test(attribute.localName)) group.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  return group;
}

/** The text as groups (text, tspans) of paths (text nodes), mirroring its tree so styles inherit as before. */
function outlineTree(element: Element, pathOf: Map<Text, string>): Element {
  const group = groupLike(element);
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE) group.append(outlineTree(child as Element, pathOf));
    const data = child.nodeType === Node.TEXT_NODE ? pathOf.get(child as Text) : undefined;
    if (!data) continue;
    const path = element.ownerDocument.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', data);
    group.append(path);
  }
  return group;
}

/** What replaces the text: its tree of groups, or in a clip path (which draws no groups) one path with its attributes. */
export function outlinedText(text: Element, pathOf: Map<Text, string>): Element {
  if (!text.closest('clipPath')) return outlineTree(text, pathOf);
  const path = groupLike(text, 'path');
  path.setAttribute('d', [...pathOf.values()].join(''));
  return path;
}

/**
 * Replaces each <text> the browser laid out in a font with Times New Roman's metrics (the browsers'
 * default, what a family the system lacks falls back to) with paths of Tinos's glyphs, which has
 * the same metrics, each at the position and rotation the browser gave its character: x/y/dx/dy
 * lists, anchors, baselines, spacing and tspans come out as the browser draws them. A text in
 * another font, or one this cannot read, stays as it is. Returns how many were replaced.
 */
export async function outlineTexts(
  root: SVGSVGElement,
  viewport: { width: number; height: number },
  faceList: () => Promise<MetricFontFace[]> = metricFaces,
  fontAt: (url: string) => Promise<Font> = loadFont,
  fallback?: (char: string) => Promise<Font | null>,
): Promise<number> {
  // Text in a pattern tile stays text: measured on resvg's suite, its outlines drew heavier than Chromium's tile.
  const texts = Array.from(root.querySelectorAll('text')).filter((text) => !text.closest('pattern'));
  if (!texts.length) return 0;
  const layouts = withLiveCopy(
    root,
    (liveOf) =>
      texts.map((text) => {
        const live = liveOf(text);
        return live instanceof SVGTextElement ? readTextLayout(live, text) : undefined;
      }),
    viewport,
  ).filter((layout): layout is TextLayout => Boolean(layout));
  if (!layouts.length) return 0;
  const subsets = (await faceList()).map((face) => ({ ...face, ranges: parseUnicodeRange(face.unicodeRange) }));
  const shape = async (char: string, run: RunFont): Promise<Shaped | undefined> => {
    const weight = run.weight >= 600 ? 700 : 400;
    for (const face of subsets.filter((candidate) => candidate.weight === weight && candidate.italic === run.italic && inRanges(char.codePointAt(0)!, candidate.ranges))) {
      const font = await fontAt(metricFontUrl(face.file));
      const glyph = font.charToGlyph(char);
      if (glyph.index > 0 || char === ' ') return { font, glyph };
    }
    return undefined;
  };
  /** Tinos's glyph, else the fallback's: for text the fonts a PDF or EPS names cannot show at all. */
  const shapeOrFallback = async (char: string, run: RunFont): Promise<Shaped | undefined> => {
    const found = await shape(char, run);
    if (found || !fallback) return found;
    const font = await fallback(char).catch((error: unknown) => {
      rethrowEngineMismatch(error);
      return null;
    });
    return font ? { font, glyph: font.charToGlyph(char) } : undefined;
  };
  const shapeAll = async (chars: PlacedChar[], fontOf: Map<Text, RunFont>, shaper: typeof shape): Promise<Shaped[] | undefined> => {
    const shaped: Shaped[] = [];
    for (const placed of chars) {
      const found = await shaper(placed.char, fontOf.get(placed.node)!);
      if (!found) return undefined;
      shaped.push(found);
    }
    return shaped;
  };
  let replaced = 0;
  for (const { text, chars, fontOf } of layouts) {
    const inMetrics = await shapeAll(chars, fontOf, shape);
    let shaped = inMetrics && sameMetrics(chars, inMetrics, fontOf) ? inMetrics : undefined;
    // Text beyond Latin-1 in another font: the fallback's glyphs where the browser put each character.
    if (!shaped && fallback && chars.some(({ char }) => BEYOND_LATIN1.test(char))) shaped = await shapeAll(chars, fontOf, shapeOrFallback);
    if (!shaped) continue;
    const pathOf = new Map<Text, string>();
    chars.forEach((placed, index) => pathOf.set(placed.node, (pathOf.get(placed.node) ?? '') + glyphPathData(shaped[index].glyph, placed, fontOf.get(placed.node)!.size)));
    text.replaceWith(outlinedText(text, pathOf));
    replaced++;
  }
  return replaced;
}

/** SVG text with its text outlined as outlineTexts does; the text as it was when nothing was (or could be). */
export async function outlineSvgText(svgText: string, viewport: { width: number; height: number }): Promise<string> {
  if (!/<text[\s>]/.test(svgText)) return svgText;
  const root = inertSvgElement(svgText);
  if (root.localName !== 'svg') return svgText;
  const replaced = await outlineTexts(root, viewport).catch((error: unknown) => (rethrowEngineMismatch(error), 0));
  return replaced ? new XMLSerializer().serializeToString(root) : svgText;
}
