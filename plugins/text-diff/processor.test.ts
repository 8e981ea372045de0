import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { MAX_SIDE_CHARS } from './limits';
import processor from './processor';
import type { CompareOptions } from './tokens';

const options: CompareOptions = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false };
const context = { progress: () => {} };

/** A deterministic ~1 MB text of numbered lines. */
const bigText = (seed: number) => Array.from({ length: 20_000 }, (_, i) => `line ${i} ${'lorem ipsum dolor sit amet '.repeat(1)}${(i * seed) % 97}`).join('\n');

describe('text-diff processor', () => {
  it('refuses a side over the documented limit with a translatable error', async () => {
    const error = await processor({ left: 'x'.repeat(MAX_SIDE_CHARS + 1), right: '' }, options, context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect((error as ProcessingError).key).toBe('errors.tooLarge');
  });

  it('compares two 1 MB texts in lines mode within a few seconds', async () => {
    const left = bigText(7);
    const right = left.replace(/line (\d*5) /g, 'LINE $1 ');
    const started = performance.now();
    const { comparison, patch } = await processor({ left, right }, options, context);
    const elapsed = performance.now() - started;
    expect(comparison.summary.removed).toBe(2000);
    expect(comparison.summary.added).toBe(2000);
    expect(patch.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(10_000);
  });
});
