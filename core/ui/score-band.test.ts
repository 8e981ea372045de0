import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-band';

describe('scoreBand', () => {
  it.each([
    [100, 'lossless'],
    [90, 'lossless'],
    [89.9, 'veryHigh'],
    [80, 'veryHigh'],
    [75, 'high'],
    [50, 'medium'],
    [30, 'low'],
    [29.9, 'veryLow'],
    [-20, 'veryLow'],
  ])('puts %d in the reference’s band %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
