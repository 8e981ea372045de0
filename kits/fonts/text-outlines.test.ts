// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { metricSubsetFile } from './metric/faces';
import type { PlacedChar, RunFont } from './text-layout';
import { glyphPathData, outlinedText, sameMetrics } from './text-outlines';

const tinos = parse(readFileSync(path.resolve('node_modules/@fontsource/tinos/files', metricSubsetFile('latin', 400, false))).buffer as ArrayBuffer);
const run: RunFont = { size: 100, weight: 400, italic: false, letterSpacing: 0, wordSpacing: 0 };
const node = document.createTextNode('AVo');

/** Characters placed one after another with Tinos's own advances (kerned or not), plus `extra` each. */
function placed(text: string, kerned: boolean, extra = 0): PlacedChar[] {
  let x = 0;
  return Array.from(text, (char, index) => {
    const glyph = tinos.charToGlyph(char);
    const next = text[index + 1];
    const advance = ((glyph.advanceWidth + (kerned && next ? tinos.getKerningValue(glyph, tinos.charToGlyph(next)) : 0)) * run.size) / tinos.unitsPerEm + extra;
    const at = { char, node, x, y: 50, rotate: 0, advance };
    x += advance;
    return at;
  });
}

describe('Tinos outlines where the browser put each character', () => {
  const shaped = (text: string) => Array.from(text, (char) => ({ font: tinos, glyph: tinos.charToGlyph(char) }));

  it("accepts a layout in Times New Roman's metrics, kerned or not, and refuses another font's", () => {
    expect(sameMetrics(placed('AVo', true), shaped('AVo'), new Map([[node, run]]))).toBe(true);
    expect(sameMetrics(placed('AVo', false), shaped('AVo'), new Map([[node, run]]))).toBe(true);
    // DejaVu Sans is about 15% wider: every advance off by more than the tolerance.
    expect(sameMetrics(placed('AVo', false, 9), shaped('AVo'), new Map([[node, run]]))).toBe(false);
    // Letter spacing is part of the browser's advance.
    expect(sameMetrics(placed('AVo', false, 9), shaped('AVo'), new Map([[node, { ...run, letterSpacing: 9 }]]))).toBe(true);
  });

  it('draws a glyph at its position, turned by its rotation', () => {
    const glyph = tinos.charToGlyph('l');
    const upright = glyphPathData(glyph, { char: 'l', node, x: 10, y: 50, rotate: 0, advance: 0 }, 100);
    const turned = glyphPathData(glyph, { char: 'l', node, x: 10, y: 50, rotate: 90, advance: 0 }, 100);
    const points = (data: string) => Array.from(data.matchAll(/(-?[\d.]+) (-?[\d.]+)/g), ([, x, y]) => [Number(x), Number(y)]);
    const ys = points(upright).map(([, y]) => y);
    // An 'l' stands on the baseline (y 50) and rises about 0.68 em.
    expect(Math.max(...ys)).toBeCloseTo(50, 0);
    expect(Math.min(...ys)).toBeLessThan(-15);
    // Turned a quarter clockwise, it lies along the baseline's normal: rightwards from x 10.
    const xs = points(turned).map(([x]) => x);
    expect(Math.min(...xs)).toBeCloseTo(10, 0);
    expect(Math.max(...xs)).toBeGreaterThan(75);
  });

  it('mirrors the text as groups of paths, keeping styling attributes and dropping layout ones', () => {
    const doc = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><text id="t" x="5" y="9" font-size="20" fill="red" class="c">A<tspan dx="3" fill="blue">B</tspan></text></svg>', 'image/svg+xml');
    const text = doc.querySelector('text')!;
    const [a, b] = [text.firstChild as Text, text.querySelector('tspan')!.firstChild as Text];
    const tree = outlinedText(text, new Map([[a, 'M0 0Z'], [b, 'M1 1Z']]));
    expect(new XMLSerializer().serializeToString(tree)).toBe('<g xmlns="http://www.w3.org/2000/svg" id="t" fill="red" class="c"><path d="M0 0Z"/><g fill="blue"><path d="M1 1Z"/></g></g>');
  });

  it('makes a text in a clip path one path, since a clip path draws no groups', () => {
    const doc = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><clipPath id="c"><text x="5" transform="scale(2)">A<tspan>B</tspan></text></clipPath></svg>', 'image/svg+xml');
    const text = doc.querySelector('text')!;
    const [a, b] = [text.firstChild as Text, text.querySelector('tspan')!.firstChild as Text];
    const path = outlinedText(text, new Map([[a, 'M0 0Z'], [b, 'M1 1Z']]));
    expect(new XMLSerializer().serializeToString(path)).toBe('<path xmlns="http://www.w3.org/2000/svg" transform="scale(2)" d="M0 0ZM1 1Z"/>');
  });
});
