// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { inertSvgElement, hasTextBeyondLatin1 } from '../../kits/svg/inert-svg';
import { TEXT_FONT_PACKAGES, subsetFile, type TextFontFace } from './text-fonts';
import { fontSizeOf, textToPaths } from './text-to-paths';

const dirOf = (family: string) => path.resolve('node_modules/@fontsource', family);
const faces = async (): Promise<TextFontFace[]> =>
  TEXT_FONT_PACKAGES.flatMap((family) =>
    Object.entries(JSON.parse(readFileSync(path.join(dirOf(family), 'unicode.json'), 'utf8')) as Record<string, string>).map(([key, unicodeRange]) => ({
      file: subsetFile(family, key),
      unicodeRange,
    })),
  );
const fetched: string[] = [];
const fontAt = async (url: string) => {
  const file = url.split('/').pop()!;
  fetched.push(file);
  const bytes = readFileSync(path.join(dirOf(file.startsWith('noto-sans-kr') ? 'noto-sans-kr' : 'noto-sans-sc'), 'files', file));
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
const numbers = (d: string) => d.match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('text beyond Latin-1 becomes outlines', () => {
  it('replaces a Chinese text with a path in its place, keeping fill and transform, loading only the subsets it needs', async () => {
    const root = inertSvgElement(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><g font-size="32"><text x="10" y="42" fill="#c00" transform="rotate(2)">你好 世界</text></g><text x="5" y="10">plain</text></svg>',
    );
    fetched.length = 0;
    expect(await textToPaths(root, faces, fontAt)).toBe(1);
    expect(hasTextBeyondLatin1(root)).toBe(false);
    const path = root.querySelector('path')!;
    expect(path.getAttribute('fill')).toBe('#c00');
    expect(path.getAttribute('transform')).toBe('rotate(2)');
    expect(path.hasAttribute('x')).toBe(false);
    const xs = numbers(path.getAttribute('d')!).filter((_, i) => i % 2 === 0);
    // Five 32 px characters from x = 10: about 150 units wide, on the baseline at y = 42.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...xs)).toBeGreaterThan(130);
    expect(Math.max(...xs)).toBeLessThan(175);
    expect(root.querySelector('text')!.textContent).toBe('plain');
    expect(fetched.length).toBeGreaterThanOrEqual(1);
    expect(fetched.length).toBeLessThanOrEqual(4);
  });

  it('middle and end anchors shift the run; Korean and Cyrillic are covered too', async () => {
    const root = inertSvgElement('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text x="100" y="30" text-anchor="middle" style="font-size:20px">한국어</text><text x="190" y="70" text-anchor="end">Привет</text></svg>');
    expect(await textToPaths(root, faces, fontAt)).toBe(2);
    const [korean, russian] = Array.from(root.querySelectorAll('path')).map((element) => numbers(element.getAttribute('d')!).filter((_, i) => i % 2 === 0));
    expect(Math.abs((Math.min(...korean) + Math.max(...korean)) / 2 - 100)).toBeLessThan(3);
    expect(Math.max(...russian)).toBeLessThanOrEqual(190.5);
  });

  it('leaves text it cannot lay out (tspans) for the picture fallback', async () => {
    const root = inertSvgElement('<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="20"><tspan>你</tspan><tspan dy="5">好</tspan></text></svg>');
    expect(await textToPaths(root, faces, fontAt)).toBe(0);
    expect(hasTextBeyondLatin1(root)).toBe(true);
  });

  it('reads font sizes in px, pt and em', () => {
    expect([fontSizeOf('32'), fontSizeOf('24px'), fontSizeOf('12pt'), fontSizeOf('2em'), fontSizeOf('large'), fontSizeOf(undefined)]).toEqual([32, 24, 16, 32, 16, 16]);
  });
});
