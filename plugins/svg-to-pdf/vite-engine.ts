import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin, packageDir } from '../../core/build/asset-table';
import { TEXT_FONT_BASE, TEXT_FONT_PACKAGES, subsetFile, type TextFontFace } from './text-fonts';

/**
 * Noto Sans SC's and KR's regular WOFF subsets (@fontsource), with faces.json listing each one's
 * unicode-range in lookup order, under /engines/svg-to-pdf/fonts/ (see text-fonts.ts).
 */
function fontTable(): Map<string, () => Buffer> {
  const faces: TextFontFace[] = [];
  const table = new Map<string, () => Buffer>();
  for (const family of TEXT_FONT_PACKAGES) {
    const dir = packageDir(`@fontsource/${family}`);
    const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    for (const [key, unicodeRange] of Object.entries(ranges)) {
      const file = subsetFile(family, key);
      faces.push({ file, unicodeRange });
      table.set(file, () => readFileSync(path.join(dir, 'files', file)));
    }
  }
  table.set('faces.json', () => Buffer.from(JSON.stringify(faces)));
  return table;
}

export default function svgToPdfFonts(): Plugin {
  return assetTablePlugin('svg-to-pdf', TEXT_FONT_BASE, fontTable);
}
