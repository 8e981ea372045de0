import type { CountLanguage } from './count';

/**
 * Average rates in "words" as countWords counts them (Chinese: characters). Reading: Brysbaert
 * (2019) silent reading of non-fiction (English 238 wpm, Chinese 255 characters, Japanese 193
 * words); Korean is an estimate. Speaking: a presentation pace.
 */
export const WORDS_PER_MINUTE: Record<CountLanguage, { reading: number; speaking: number }> = {
  general: { reading: 238, speaking: 150 },
  zh: { reading: 255, speaking: 200 },
  ja: { reading: 193, speaking: 150 },
  ko: { reading: 200, speaking: 130 },
};

/** Whole seconds needed to read or say `words` words. */
export function durationSeconds(words: number, wordsPerMinute: number): number {
  return Math.round((words / wordsPerMinute) * 60);
}

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits seconds into hours, minutes and seconds for a translated "3 min 05 s". */
export function splitDuration(totalSeconds: number): DurationParts {
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
