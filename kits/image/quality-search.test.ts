import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchQuality } from './quality-search';

/** A fake encoder whose similarity rises with quality and reaches 1 at 100. */
function fakeCodec(curve: (q: number) => number) {
  const calls: number[] = [];
  return {
    calls,
    encode: async (q: number) => {
      calls.push(q);
      return new Uint8Array([q]).buffer;
    },
    similarity: async (bytes: ArrayBuffer) => curve(new Uint8Array(bytes)[0]),
  };
}

describe('searchQuality', () => {
  it('finds the lowest quality that reaches the target, in at most 6 encodes', async () => {
    const codec = fakeCodec((q) => q / 100);
    const result = await searchQuality({ ...codec, target: 0.7 });
    expect(result.reachedTarget).toBe(true);
    expect(result.similarity).toBeGreaterThanOrEqual(0.7);
    expect(result.quality).toBeLessThanOrEqual(71);
    expect(codec.calls.length).toBeLessThanOrEqual(6);
  });

  it('returns the most faithful attempt when nothing reaches the target', async () => {
    const codec = fakeCodec((q) => q / 200);
    const result = await searchQuality({ ...codec, target: 0.99 });
    expect(result.reachedTarget).toBe(false);
    expect(result.quality).toBe(Math.max(...codec.calls));
  });

  it('lands within 2 steps of the true threshold for any monotone curve', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 30, max: 95 }), async (threshold) => {
        const codec = fakeCodec((q) => (q >= threshold ? 0.99 : 0.9));
        const result = await searchQuality({ ...codec, target: 0.98 });
        expect(codec.calls.length).toBeLessThanOrEqual(6);
        expect(result.reachedTarget).toBe(true);
        expect(result.quality).toBeGreaterThanOrEqual(threshold);
        expect(result.quality - threshold).toBeLessThanOrEqual(2);
      }),
    );
  });
});
