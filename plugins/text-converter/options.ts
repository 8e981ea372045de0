import { z } from 'zod/mini';
import { CASE_LOCALES, CASE_STYLES } from './case';
import { CHINESE_DIRECTIONS } from './chinese';

export const converterOptionsSchema = z.object({
  mode: z.enum(['case', 'chinese']),
  caseStyle: z.enum(CASE_STYLES),
  caseLocale: z.enum(CASE_LOCALES),
  chineseDirection: z.enum(CHINESE_DIRECTIONS),
});
export type ConverterOptions = z.infer<typeof converterOptionsSchema>;

export const DEFAULT_OPTIONS: ConverterOptions = {
  mode: 'case',
  caseStyle: 'title',
  caseLocale: 'default',
  chineseDirection: 's2tw',
};
