import { describe, expect, it } from 'vitest';
import { formatDurationParts } from './duration-text';

const zero = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('formatDurationParts', () => {
  it('names the non-zero parts in the UI language', () => {
    expect(formatDurationParts({ ...zero, years: 1, months: 2, days: 3 }, 'en')).toBe('1 year, 2 months, and 3 days');
    expect(formatDurationParts({ ...zero, days: 1, hours: 5 }, 'de')).toBe('1 Tag und 5 Stunden');
    expect(formatDurationParts({ ...zero, months: 2 }, 'ja')).toBe('2 か月');
  });

  it('says zero seconds for no difference', () => {
    expect(formatDurationParts(zero, 'en')).toBe('0 seconds');
  });
});
