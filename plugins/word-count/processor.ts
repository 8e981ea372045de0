import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor } from '../../core/processing/processor';
import { MAX_TEXT_CHARS, MAX_TEXT_MB } from '../../core/text/limits';
import { computeStats, textEnds, textLengths, type CountLanguage, type TextLengths, type TextStats } from './count';
import { resolveLanguage, type LanguageChoice } from './detect';
import { topWords, type WordFrequency } from './top-words';

export interface CountResult {
  /** The convention used: the chosen one, or the one the text's script called for. */
  language: CountLanguage;
  stats: TextStats;
  frequent: WordFrequency[];
  ends: { first: string; last: string };
  lengths: TextLengths;
}

/** Counting a long text (graphemes, words, sentences) in a worker: the page stays live while typing. */
export default defineProcessor<{ language: LanguageChoice }, { text: string }, CountResult>(async ({ text }, options) => {
  if (text.length > MAX_TEXT_CHARS) throw new ProcessingError('text.tooLong', 'Text too long', { mb: MAX_TEXT_MB });
  const language = resolveLanguage(options.language, text);
  return {
    language,
    stats: computeStats(text, language),
    frequent: topWords(text, language),
    ends: textEnds(text),
    lengths: textLengths(text, language),
  };
});
