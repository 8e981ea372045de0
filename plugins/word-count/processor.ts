import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor } from '../../core/processing/processor';
import { MAX_TEXT_CHARS, MAX_TEXT_MB } from '../../core/text/limits';
import { computeStats, textEnds, type CountLanguage, type TextStats } from './count';
import { topWords, type WordFrequency } from './top-words';

export interface CountResult {
  stats: TextStats;
  frequent: WordFrequency[];
  ends: { first: string; last: string };
}

/** Counting a long text (graphemes, words, sentences) in a worker: the page stays live while typing. */
export default defineProcessor<{ language: CountLanguage }, { text: string }, CountResult>(async ({ text }, { language }) => {
  if (text.length > MAX_TEXT_CHARS) throw new ProcessingError('text.tooLong', 'Text too long', { mb: MAX_TEXT_MB });
  return { stats: computeStats(text, language), frequent: topWords(text, language), ends: textEnds(text) };
});
