import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin, packageDir } from '../../core/build/asset-table';
import { METRIC_FONT_PACKAGE, METRIC_WEIGHTS, metricSubsetFile, TEXT_FONT_BASE, TEXT_FONT_PACKAGES, subsetFile, type MetricFontFace, type TextFontFace } from './text-fonts';

/**
 * Noto Sans SC's and KR's regular WOFF subsets (@fontsource), with faces.json listing each one's
 * unicode-range in lookup order, and Tinos's four styles with metric-faces.json, under
 * /engines/svg-to-pdf/fonts/ (see text-fonts.ts).
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
  const metricDir = packageDir(`@fontsource/${METRIC_FONT_PACKAGE}`);
  const metricFaces: MetricFontFace[] = [];
  for (const [key, unicodeRange] of Object.entries(JSON.parse(readFileSync(path.join(metricDir, 'unicode.json'), 'utf8')) as Record<string, string>)) {
    for (const weight of METRIC_WEIGHTS) {
      for (const italic of [false, true]) {
        const file = metricSubsetFile(key, weight, italic);
        metricFaces.push({ file, unicodeRange, weight, italic });
        table.set(file, () => readFileSync(path.join(metricDir, 'files', file)));
      }
    }
  }
  table.set('metric-faces.json', () => Buffer.from(JSON.stringify(metricFaces)));
  return table;
}

export default function svgToPdfFonts(): Plugin {
  return assetTablePlugin('svg-to-pdf', TEXT_FONT_BASE, fontTable);
}
