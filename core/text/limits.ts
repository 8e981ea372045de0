/**
 * The most text a text tool takes in one box: 5 MB (5 × 2^20 UTF-16 code units), as text-diff's
 * sides. A 50 MB paste once froze word-count for 94 s and crashed text-converter's tab.
 */
export const MAX_TEXT_MB = 5;
export const MAX_TEXT_CHARS = MAX_TEXT_MB * 1024 * 1024;
