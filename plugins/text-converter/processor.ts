import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor } from '../../core/processing/processor';
import { countGraphemes } from '../../core/text/graphemes';
import { MAX_TEXT_CHARS, MAX_TEXT_MB } from '../../core/text/limits';
import { convertCase } from './case';
import { convertChinese } from './chinese';
import type { ConverterOptions } from './options';

export interface ConversionResult {
  output: string;
  /** 'case', or the Chinese direction whose dictionaries made it. */
  madeBy: string;
  /** Characters (graphemes) in and out, counted here too: megabytes would hold the page. */
  inputCharacters: number;
  outputCharacters: number;
}

/** Case and Chinese conversion in a worker: megabytes of text never hold the page, and the OpenCC dictionaries load there. */
export default defineProcessor<ConverterOptions, { text: string }, ConversionResult>(async ({ text }, options) => {
  if (text.length > MAX_TEXT_CHARS) throw new ProcessingError('text.tooLong', 'Text too long', { mb: MAX_TEXT_MB });
  const output = options.mode === 'case' ? convertCase(text, options.caseStyle, options.caseLocale) : await convertChinese(text, options.chineseDirection);
  const madeBy = options.mode === 'case' ? 'case' : options.chineseDirection;
  return { output, madeBy, inputCharacters: countGraphemes(text), outputCharacters: countGraphemes(output) };
});
