import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAND_ROWS, bandSample } from './band-sample';
import { createPixels } from './pixels';
import { fitQualityBySample } from './sampled-budget-search';

/**
 * A codec whose file grows exponentially with quality, and a sample of it whose bytes are the
 * whole's times `share`, off by `error` (a ratio that drifts with quality, as real samples do).
 */
function fakeCodecs(base: number, slope: number, share: number, error: number) {
  const whole: number[] = [];
  const sample: number[] = [];
  const size = (q: number) => Math.round(base * Math.exp(slope * q + (q > 80 ? 0.05 * (q - 80) : 0)));
  return {
    whole,
    sample,
    size,
    encode: async (q: number) => (whole.push(q), new ArrayBuffer(size(q))),
    encodeSample: async (q: number) => (sample.push(q), new ArrayBuffer(Math.round(size(q) * share * (1 + error * (q / 100 - 0.5))))),
  };
}

describe('bandSample', () => {
  it('stacks bands of whole rows spread over the height; nothing for a small picture', () => {
    const image = createPixels(1000, 1600);
    for (let y = 0; y < image.height; y++) image.data.fill(y % 256, y * 4000, (y + 1) * 4000);
    const { sample, share } = bandSample(image)!;
    expect(sample.width).toBe(1000);
    expect(sample.height % BAND_ROWS).toBe(0);
    expect(share).toBeCloseTo(sample.height / 1600);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.16);
    // Each band is a run of 32 consecutive rows of the picture, and the bands go down the picture.
    const firstRowOfBand = (i: number) => sample.data[i * BAND_ROWS * 4000];
    for (let i = 0; i < sample.height / BAND_ROWS; i++) {
      for (let row = 1; row < BAND_ROWS; row++) expect(sample.data[(i * BAND_ROWS + row) * 4000]).toBe((firstRowOfBand(i) + row) % 256);
    }
    expect(bandSample(createPixels(640, 427))).toBeNull();
  });
});

describe('fitQualityBySample', () => {
  it('fits, at or one step under the best quality, in at most three whole encodes when the sample is off by up to 15 %', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 5000 }),
        fc.double({ min: 0.015, max: 0.06, noNaN: true }),
        fc.integer({ min: 2000, max: 2_000_000 }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        async (base, slope, budget, error) => {
          const codec = fakeCodecs(base, slope, 0.125, error);
          const { fit, smallest, encodes } = await fitQualityBySample({ ...codec, share: 0.125, budget, min: 10, exactSmallest: true });
          if (codec.size(10) > budget) {
            expect(fit).toBeNull();
            expect(smallest).toBe(codec.size(10));
            return;
          }
          expect(fit!.bytes.byteLength).toBeLessThanOrEqual(budget);
          let best = 10;
          while (best < 95 && codec.size(best + 1) <= budget) best++;
          expect(fit!.quality).toBeGreaterThanOrEqual(best - 1);
          expect(encodes).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a budget of 0 or 1 byte: the smallest file made for real when it is the last size; no whole encode when a smaller size comes next', async () => {
    for (const budget of [0, 1]) {
      const exact = fakeCodecs(300, 0.03, 0.125, 0.1);
      const last = await fitQualityBySample({ ...exact, share: 0.125, budget, min: 10, exactSmallest: true });
      expect(last).toMatchObject({ fit: null, smallest: exact.size(10), encodes: 1 });
      const predicted = fakeCodecs(300, 0.03, 0.125, 0.1);
      const next = await fitQualityBySample({ ...predicted, share: 0.125, budget, min: 40, exactSmallest: false });
      expect(next.fit).toBeNull();
      expect(predicted.whole).toEqual([]);
      expect(next.smallest).toBeGreaterThan(predicted.size(40) * 0.8);
    }
  });

  it('a budget beyond any file: the top quality in one whole encode', async () => {
    const codec = fakeCodecs(300, 0.03, 0.125, 0.1);
    const { fit, encodes } = await fitQualityBySample({ ...codec, share: 0.125, budget: 1e9, min: 10, exactSmallest: true });
    expect(fit!.quality).toBe(95);
    expect(encodes).toBe(1);
    expect(codec.whole).toEqual([95]);
  });
});
