import { wordsOf, type CountLanguage } from './count';

export interface WordFrequency {
  word: string;
  count: number;
}

const HAS_LETTER = /\p{L}/u;

/**
 * The most frequent words (case-folded, numbers left out), most frequent first, ties in order of
 * first appearance. CJK words come from the language's segmenter; "well-known" is one word.
 */
export function topWords(text: string, language: CountLanguage, limit = 10): WordFrequency[] {
  const counts = new Map<string, number>();
  for (const segment of wordsOf(text, language)) {
    if (!HAS_LETTER.test(segment)) continue;
    const word = segment.toLocaleLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
