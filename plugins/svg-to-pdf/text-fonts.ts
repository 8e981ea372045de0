/**
 * The fonts the PDF writer draws text beyond Latin-1 with: Noto Sans SC (Chinese, Japanese kana,
 * Cyrillic, Vietnamese…) and Noto Sans KR (Hangul), from @fontsource (SIL OFL), each cut into about
 * a hundred unicode-range subsets; only those a file's text needs are fetched, from our origin
 * (vite-engine.ts). A character is looked for in SC first, then KR.
 */
import { appPath } from '../../core/app/base-path';

export const TEXT_FONT_PACKAGES = ['noto-sans-sc', 'noto-sans-kr'] as const;
export const TEXT_FONT_BASE = '/engines/svg-to-pdf/fonts';
export const TEXT_FONT_FACES_URL = appPath(`${TEXT_FONT_BASE}/faces.json`);
export const textFontUrl = (file: string) => appPath(`${TEXT_FONT_BASE}/${file}`);

/** One subset: its WOFF file and the CSS unicode-range it covers, in lookup order. */
export interface TextFontFace {
  file: string;
  unicodeRange: string;
}

/** @fontsource's regular subset file for a unicode.json key ("[105]", "latin"). */
export const subsetFile = (family: string, key: string) => `${family}-${key.replace(/[[\]]/g, '')}-400-normal.woff`;
