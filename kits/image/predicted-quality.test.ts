import { describe, expect, it } from 'vitest';
import { highestPredictedFit } from './predicted-quality';
import { typicalCurve } from './budget-encode';

describe('highestPredictedFit', () => {
  it('finds the exact highest fitting quality on a curve that steepens, in a few predictions', async () => {
    const curve = typicalCurve('jpeg')!;
    const counts: number[] = [];
    for (const [offset, aim] of [[0, 60_000], [0.4, 100_000], [-0.3, 300_000], [0.2, 45_000]]) {
      // A photo's file: the typical curve shifted and wobbling a little (MozJPEG's tables step unevenly).
      const bytes = (q: number) => 500_000 * Math.exp(curve(q) + offset + 0.01 * Math.sin(q));
      const asked: number[] = [];
      const found = await highestPredictedFit({ predict: async (q) => (asked.push(q), bytes(q)), known: [], aim, min: 10, max: 95, start: 75, shape: curve });
      let best = 10;
      while (best < 95 && bytes(best + 1) <= aim) best++;
      expect(found).toBe(best);
      counts.push(asked.length);
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  it('null when the lowest quality does not fit; the top when everything fits', async () => {
    expect(await highestPredictedFit({ predict: async () => 1e9, known: [], aim: 10, min: 10, max: 95 })).toBeNull();
    expect(await highestPredictedFit({ predict: async () => 1, known: [], aim: 10, min: 10, max: 95 })).toBe(95);
  });
});
