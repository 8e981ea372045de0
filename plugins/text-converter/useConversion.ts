import { useLatestResult } from '../../core/processing/use-latest-result';
import type { ConverterOptions } from './options';
import { job } from './job';

export type ConversionState = { output: string; status: 'ready' | 'loading' | 'failed'; inputCharacters: number; outputCharacters: number };

/** The converted text, made in a worker; 'loading' while a Chinese direction's first result is on its way. */
export function useConversion(text: string, options: ConverterOptions): ConversionState {
  const { mode, caseStyle, caseLocale, chineseDirection } = options;
  const { result, working, error } = useLatestResult(job, { text }, options, [text, mode, caseStyle, caseLocale, chineseDirection]);
  const counts = { inputCharacters: result?.inputCharacters ?? 0, outputCharacters: result?.outputCharacters ?? 0 };
  if (error) return { output: '', status: 'failed', ...counts, outputCharacters: 0 };
  const wanted = mode === 'case' ? 'case' : chineseDirection;
  if (working && result?.madeBy !== wanted) return { output: result?.output ?? '', status: mode === 'chinese' ? 'loading' : 'ready', ...counts };
  return { output: result?.output ?? '', status: 'ready', ...counts };
}
