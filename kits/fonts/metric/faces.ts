import { appPath } from '../../../core/app/base-path';
import { jsonOnce } from '../json-once';

/**
 * Tinos (@fontsource, SIL OFL), metric-compatible with Times New Roman, the font browsers draw a
 * family they lack in: text the browser laid out in such a font is drawn from its outlines
 * (../text-outlines.ts). Regular, bold, italic and bold italic, each cut into unicode-range subsets,
 * served under /engines/metric-fonts/ (vite-engine.ts); only the subsets a file's text needs are fetched.
 */
export const METRIC_FONT_PACKAGE = 'tinos';
export const METRIC_FONT_BASE = '/engines/metric-fonts';
export const METRIC_FACES_FILE = 'faces.json';
export const METRIC_WEIGHTS = [400, 700] as const;

/** One subset of one weight and style: its WOFF file and the CSS unicode-range it covers. */
export interface MetricFontFace {
  file: string;
  unicodeRange: string;
  weight: (typeof METRIC_WEIGHTS)[number];
  italic: boolean;
}

export const metricSubsetFile = (key: string, weight: number, italic: boolean) => `${METRIC_FONT_PACKAGE}-${key}-${weight}-${italic ? 'italic' : 'normal'}.woff`;
export const metricFontUrl = (file: string) => appPath(`${METRIC_FONT_BASE}/${file}`);

/** The subsets' list, fetched once per page (a failed fetch is forgotten). */
export const metricFaces = jsonOnce<MetricFontFace[]>(metricFontUrl(METRIC_FACES_FILE));
