import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitQualityToBudget } from './byte-budget';
import { encodeImage } from './encode';
import { decodeAny, nodeCodecs } from './testing/node-decode';
import { haveSmallPhotos, smallPhoto } from './testing/photos';

/** A codec whose file grows exponentially with quality (as real ones roughly do), with a bend at 80. */
function fakeCodec(base: number, slope: number) {
  const calls: number[] = [];
  const size = (q: number) => Math.round(base * Math.exp(slope * q + (q > 80 ? 0.05 * (q - 80) : 0)));
  return { calls, size, encode: async (q: number) => (calls.push(q), new ArrayBuffer(size(q))) };
}

describe('fitQualityToBudget', () => {
  it('finds a file that fits, close to the highest quality that fits, in few encodes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 50, max: 5000 }), fc.double({ min: 0.015, max: 0.06, noNaN: true }), fc.integer({ min: 2000, max: 2_000_000 }), async (base, slope, budget) => {
        const codec = fakeCodec(base, slope);
        const { fit, smallest, encodes } = await fitQualityToBudget({ encode: codec.encode, budget });
        expect(encodes).toBeLessThanOrEqual(7);
        if (codec.size(10) > budget) {
          expect(fit).toBeNull();
          expect(smallest.quality).toBe(10);
          return;
        }
        expect(fit).not.toBeNull();
        expect(fit!.bytes.byteLength).toBeLessThanOrEqual(budget);
        // Either the top of the range, or close to the budget, or two qualities up would not fit.
        const best = fit!.quality;
        expect(best === 95 || fit!.bytes.byteLength >= budget * 0.94 || codec.size(best + 2) > budget).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is monotone: a larger budget never gives a lower quality', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5000, max: 500_000 }), fc.double({ min: 1.05, max: 3, noNaN: true }), async (budget, factor) => {
        const codec = fakeCodec(800, 0.035);
        const small = await fitQualityToBudget({ encode: codec.encode, budget, closeEnough: 1 });
        const large = await fitQualityToBudget({ encode: codec.encode, budget: Math.round(budget * factor), closeEnough: 1 });
        expect(large.fit!.quality).toBeGreaterThanOrEqual(small.fit!.quality);
      }),
      { numRuns: 100 },
    );
  });

  it('a budget nothing meets (0 bytes, 1 byte) ends with the smallest file reachable, at the lowest quality', async () => {
    for (const budget of [0, 1]) {
      const codec = fakeCodec(300, 0.03);
      const { fit, smallest, encodes } = await fitQualityToBudget({ encode: codec.encode, budget });
      expect(fit).toBeNull();
      expect(smallest).toMatchObject({ quality: 10 });
      expect(smallest.bytes.byteLength).toBe(codec.size(10));
      expect(encodes).toBeLessThanOrEqual(3);
    }
  });

  it('a budget beyond any file takes the top quality in two encodes', async () => {
    const codec = fakeCodec(300, 0.03);
    const { fit, encodes } = await fitQualityToBudget({ encode: codec.encode, budget: 1e9 });
    expect(fit!.quality).toBe(95);
    expect(encodes).toBe(2);
  });
});

describe.skipIf(!haveSmallPhotos)('fitQualityToBudget on real photos (MozJPEG and WebP)', () => {
  beforeAll(() => nodeCodecs());

  it('meets 20 KB and 40 KB budgets on three photos, in at most 4 encodes each', async () => {
    for (const name of ['Dune', 'GreenMeadow', 'Wood']) {
      const pixels = await decodeAny(smallPhoto(name));
      for (const format of ['jpeg', 'webp'] as const) {
        let previous = 0;
        for (const budget of [20_000, 40_000]) {
          const { fit, encodes } = await fitQualityToBudget({ encode: (quality) => encodeImage(pixels, { format, quality }), budget });
          expect(fit, `${name} ${format} ${budget}`).not.toBeNull();
          expect(fit!.bytes.byteLength).toBeLessThanOrEqual(budget);
          expect(encodes, `${name} ${format} ${budget}`).toBeLessThanOrEqual(4);
          expect(fit!.quality).toBeGreaterThanOrEqual(previous);
          previous = fit!.quality;
        }
      }
    }
  }, 120_000);
});
