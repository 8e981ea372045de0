import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE, durationSeconds, splitDuration } from './reading-time';

describe('reading and speaking time', () => {
  it('reads 238 English words in one minute and says 150 in one minute', () => {
    expect(durationSeconds(238, WORDS_PER_MINUTE.general.reading)).toBe(60);
    expect(durationSeconds(75, WORDS_PER_MINUTE.general.speaking)).toBe(30);
  });

  it('splits durations into hours, minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(185)).toEqual({ hours: 0, minutes: 3, seconds: 5 });
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});
