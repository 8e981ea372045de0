import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { GENERATOR_DEFAULTS, shippedFontOf } from './options';
import { FONT_SUBSETS, SHIPPED_FONT_IDS, fontFileName, type ShippedFont } from './shipped-fonts';
import { centredOutline, fontFor } from './text-outline';
import { outlineIconSvg } from './icon-svg';

const subsetsOf = (id: ShippedFont) =>
  FONT_SUBSETS.map((subset) => {
    const bytes = readFileSync(path.resolve('node_modules/@fontsource', id, 'files', fontFileName(id, subset)));
    return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });

/** The box of an SVG path's coordinates (good enough for absolute M/L/Q/C data). */
function pathBox(d: string) {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { x1: Math.min(...xs), x2: Math.max(...xs), y1: Math.min(...ys), y2: Math.max(...ys) };
}

describe('shipped fonts', () => {
  it('every font is installed, parses, and draws the Latin letters', () => {
    for (const id of SHIPPED_FONT_IDS) {
      const subsets = subsetsOf(id);
      expect(fontFor('Ab', subsets), id).toBe(subsets[0]);
    }
  });

  it('accented letters come from Latin Extended; Chinese falls back to the system', () => {
    const subsets = subsetsOf('inter');
    expect(fontFor('Ő', subsets)).toBe(subsets[1]);
    expect(fontFor('中', subsets)).toBeNull();
  });

  it('the outline is centred on its ink and shrunk to 90 % when it would overflow', () => {
    const [font] = subsetsOf('roboto');
    const box = pathBox(centredOutline(font, 'F', 32, 64));
    expect(Math.abs((box.x1 + box.x2) / 2 - 32)).toBeLessThan(0.6);
    expect(Math.abs((box.y1 + box.y2) / 2 - 32)).toBeLessThan(0.6);
    const wide = pathBox(centredOutline(font, 'WW', 64, 64));
    expect(wide.x2 - wide.x1).toBeLessThanOrEqual(64 * 0.9 + 0.5);
  });

  it('favicon.svg holds the text as a path, so it needs no font', () => {
    const [font] = subsetsOf('inter');
    const svg = outlineIconSvg(GENERATOR_DEFAULTS, centredOutline(font, 'F', 32, 64));
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    expect(svg).not.toContain('<text');
  });

  it('older saved choices map to the closest shipped font', () => {
    expect(['sans', 'serif', 'mono', 'rounded', 'condensed', 'pacifico', 'nope'].map(shippedFontOf)).toEqual(['inter', 'merriweather', 'roboto-mono', 'nunito', 'oswald', 'pacifico', 'inter']);
  });
});
