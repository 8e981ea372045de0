export const COUNT_LANGUAGES = ['general', 'zh', 'ja', 'ko'] as const;
export type CountLanguage = (typeof COUNT_LANGUAGES)[number];

export interface TextStats {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  paragraphs: number;
  lines: number;
}

const HAN = /\p{Script=Han}/u;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: string | undefined, granularity: 'word' | 'grapheme'): Intl.Segmenter {
  const key = `${locale ?? ''}:${granularity}`;
  let instance = segmenters.get(key);
  if (!instance) {
    instance = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, instance);
  }
  return instance;
}

/** Word-like segments; in Chinese mode every Han character counts as one word (the usual convention). */
export function countWords(text: string, language: CountLanguage): number {
  const locale = language === 'general' ? 'en' : language;
  let words = 0;
  for (const { segment, isWordLike } of segmenter(locale, 'word').segment(text)) {
    if (!isWordLike) continue;
    if (language === 'zh' && HAN.test(segment)) {
      words += [...segment].filter((ch) => HAN.test(ch)).length;
      const rest = segment.replace(/\p{Script=Han}/gu, '');
      if (rest) words += 1;
    } else {
      words += 1;
    }
  }
  return words;
}

/** User-perceived characters (grapheme clusters), so "é" and "👍🏽" count as one. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of segmenter(undefined, 'grapheme').segment(text)) count++;
  return count;
}

export function computeStats(text: string, language: CountLanguage): TextStats {
  const normalized = text.replace(/\r\n?/g, '\n');
  return {
    words: countWords(normalized, language),
    characters: countCharacters(normalized),
    charactersNoSpaces: countCharacters(normalized.replace(/\s+/gu, '')),
    paragraphs: normalized.split(/\n\s*\n/).filter((p) => p.trim()).length,
    lines: normalized ? normalized.split('\n').length : 0,
  };
}

/** What the debug view shows: the first and last 20 characters. */
export function textEnds(text: string, size = 20): { first: string; last: string } {
  const chars = [...text];
  return { first: chars.slice(0, size).join(''), last: chars.slice(-size).join('') };
}
