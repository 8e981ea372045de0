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

/** Words by the language's segmenter, with hyphenated compounds ("well-known") kept whole. */
export function* wordsOf(text: string, language: CountLanguage): Generator<string> {
  let pending = '';
  let hyphen = '';
  for (const { segment, isWordLike } of segmenter(segmenterLocale(language), 'word').segment(text)) {
    if (isWordLike && pending && hyphen) {
      pending += hyphen + segment;
      hyphen = '';
    } else if (isWordLike) {
      if (pending) yield pending;
      pending = segment;
    } else if (pending && !hyphen && HYPHENS.has(segment)) {
      hyphen = segment;
    } else {
      if (pending) yield pending;
      pending = '';
      hyphen = '';
    }
  }
  if (pending) yield pending;
}

/**
 * Words as word processors count them; in Chinese mode every Han character counts as one word
 * (the usual convention), plus one for any non-Han rest of a segment.
 */
export function countWords(text: string, language: CountLanguage): number {
  let words = 0;
  for (const word of wordsOf(text, language)) {
    if (language === 'zh' && HAN.test(word)) {
      words += [...word].filter((ch) => HAN.test(ch)).length;
      if (word.replace(/\p{Script=Han}/gu, '')) words += 1;
    } else {
      words += 1;
    }
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

/** What the debug view shows beside the ends: the text's lengths in each unit, and its tokens. */
export interface TextLengths {
  utf16: number;
  codePoints: number;
  graphemes: number;
  wordTokens: number;
  otherTokens: number;
}

export function textLengths(text: string, language: CountLanguage): TextLengths {
  let wordTokens = 0;
  let otherTokens = 0;
  let codePoints = 0;
  for (const _ of text) codePoints++;
  for (const { isWordLike } of segmenter(segmenterLocale(language), 'word').segment(text)) {
    if (isWordLike) wordTokens++;
    else otherTokens++;
  }
  return { utf16: text.length, codePoints, graphemes: countGraphemes(text), wordTokens, otherTokens };
}
