import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin, packageDir } from '../../../core/build/asset-table';
import { METRIC_FACES_FILE, METRIC_FONT_BASE, METRIC_FONT_PACKAGE, METRIC_WEIGHTS, metricSubsetFile, type MetricFontFace } from './faces';

/** Tinos's WOFF subsets in four styles, with faces.json listing each one's unicode-range, under /engines/metric-fonts/. */
export default function metricFonts(): Plugin {
  return assetTablePlugin('metric-fonts', METRIC_FONT_BASE, () => {
    const dir = packageDir(`@fontsource/${METRIC_FONT_PACKAGE}`);
    const faces: MetricFontFace[] = [];
    const table = new Map<string, () => Buffer>();
    for (const [key, unicodeRange] of Object.entries(JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>)) {
      for (const weight of METRIC_WEIGHTS) {
        for (const italic of [false, true]) {
          const file = metricSubsetFile(key, weight, italic);
          faces.push({ file, unicodeRange, weight, italic });
          table.set(file, () => readFileSync(path.join(dir, 'files', file)));
        }
      }
    }
    table.set(METRIC_FACES_FILE, () => Buffer.from(JSON.stringify(faces)));
    return table;
  });
}
