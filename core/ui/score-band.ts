import type { TFunction } from 'i18next';
import { formatNumber } from './format';

/**
 * SSIMULACRA2's bands as its reference documents them: 90 visually lossless (flicker test at 1:1),
 * 80 very high (no difference seen side by side), 70 high, 50 medium, 30 low quality.
 */
const BANDS = [
  [90, 'lossless'],
  [80, 'veryHigh'],
  [70, 'high'],
  [50, 'medium'],
  [30, 'low'],
] as const;

export type ScoreBand = (typeof BANDS)[number][1] | 'veryLow';

export function scoreBand(score: number): ScoreBand {
  return BANDS.find(([from]) => score >= from)?.[1] ?? 'veryLow';
}

/** "Score 87.3 · very high quality", in the shell's words. */
export function scoreText(score: number, t: TFunction, locale: string): string {
  return t('batch.score', { value: formatNumber(score, locale, 1), band: t(`batch.scoreBand.${scoreBand(score)}`) });
}
