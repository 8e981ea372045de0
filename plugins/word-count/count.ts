import { countGraphemes } from '../../core/text/graphemes';

export const COUNT_LANGUAGES = ['general', 'zh', 'ja', 'ko'] as const;
export type CountLanguage = (typeof COUNT_LANGUAGES)[number];

export interface TextStats {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  sentences: number;
  paragraphs: number;
  lines: number;
}

const HAN = /\p{Script=Han}/u;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: string | undefined, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${locale ?? ''}:${granularity}`;
  let instance = segmenters.get(key);
  if (!instance) {
    instance = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, instance);
  }
  return instance;
}

/** The Intl locale used to segment text in a counting language. */
export const segmenterLocale = (language: CountLanguage) => (language === 'general' ? 'en' : language);

const HYPHENS = new Set(['-', '\u2010', '\u2011']);

/**
 * Word-like segments, with hyphenated compounds ("well-known") as one word like word processors
 * count them; in Chinese mode every Han character counts as one word (the usual convention).
 */
export function countWords(text: string, language: CountLanguage): number {
  let words = 0;
  let previousWasWord = false;
  let joinNext = false;
  for (const { segment, isWordLike } of segmenter(segmenterLocale(language), 'word').segment(text)) {
    if (!isWordLike) {
      joinNext = previousWasWord && HYPHENS.has(segment);
      previousWasWord = false;
      continue;
    }
    previousWasWord = true;
    if (language === 'zh' && HAN.test(segment)) {
      words += [...segment].filter((ch) => HAN.test(ch)).length;
      if (segment.replace(/\p{Script=Han}/gu, '')) words += 1;
    } else if (!joinNext) {
      words += 1;
    }
    joinNext = false;
  }
  return words;
}

/** User-perceived characters (grapheme clusters), so "é" and "👍🏽" count as one. */
export const countCharacters = countGraphemes;

// ICU's sentence breaker has no abbreviation list in browsers: "Mr. Smith" would be two sentences.
const ABBREVIATION_END = /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|e\.g|i\.e|no|fig)\.\s*$/i;
const HAS_CONTENT = /[\p{L}\p{N}]/u;

/** Sentences with at least one letter or digit, by the language's sentence breaker. */
export function countSentences(text: string, language: CountLanguage): number {
  let sentences = 0;
  let open = false;
  for (const { segment } of segmenter(segmenterLocale(language), 'sentence').segment(text)) {
    if (!HAS_CONTENT.test(segment)) continue;
    if (!open) sentences++;
    open = ABBREVIATION_END.test(segment);
  }
  return sentences;
}

export function computeStats(text: string, language: CountLanguage): TextStats {
  const normalized = text.replace(/\r\n?/g, '\n');
  return {
    words: countWords(normalized, language),
    characters: countCharacters(normalized),
    charactersNoSpaces: countCharacters(normalized.replace(/\s+/gu, '')),
    sentences: countSentences(normalized, language),
    paragraphs: normalized.split(/\n\s*\n/).filter((p) => p.trim()).length,
    lines: normalized ? normalized.split('\n').length : 0,
  };
}

/** What the debug view shows: the first and last 20 characters. */
export function textEnds(text: string, size = 20): { first: string; last: string } {
  const chars = [...text];
  return { first: chars.slice(0, size).join(''), last: chars.slice(-size).join('') };
}
