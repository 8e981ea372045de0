import { useEffect, useMemo, useState } from 'react';
import { convertCase } from './case';
import { convertChinese, isChineseLoaded } from './chinese';
import type { ConverterOptions } from './options';

export type ConversionState = { output: string; status: 'ready' | 'loading' | 'failed' };

/** The converted text; Chinese conversion is async because its dictionaries load on first use. */
export function useConversion(text: string, options: ConverterOptions): ConversionState {
  const { mode, caseStyle, caseLocale, chineseDirection } = options;
  const caseOutput = useMemo(() => (mode === 'case' ? convertCase(text, caseStyle, caseLocale) : ''), [mode, text, caseStyle, caseLocale]);
  const [chinese, setChinese] = useState<ConversionState>({ output: '', status: 'ready' });

  useEffect(() => {
    if (mode !== 'chinese') return;
    let current = true;
    if (!isChineseLoaded(chineseDirection)) setChinese((state) => ({ ...state, status: 'loading' }));
    convertChinese(text, chineseDirection).then(
      (output) => current && setChinese({ output, status: 'ready' }),
      () => current && setChinese({ output: '', status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [mode, text, chineseDirection]);

  return mode === 'case' ? { output: caseOutput, status: 'ready' } : chinese;
}
