import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { MAX_SIDE_CHARS } from './limits';
import processor from './processor';
import type { CompareOptions } from './tokens';

const options: CompareOptions = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false };
const context = { progress: () => {}, signal: new AbortController().signal };

/** A deterministic ~1 MB text of numbered lines. */
const bigText = (seed: number) => Array.from({ length: 25_000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet ${(i * seed) % 97}`).join('\n');

describe('text-diff processor', () => {
  it('refuses a side over the documented limit with a translatable error', async () => {
    const error = await processor({ left: 'x'.repeat(MAX_SIDE_CHARS + 1), right: '' }, options, context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect((error as ProcessingError).key).toBe('errors.tooLarge');
  });

  const left = bigText(7);
  const right = left.replace(/line (\d*5) /g, 'LINE $1 ');

  it.each([
    ['lines', 2500],
    ['words', 2500],
    ['chars', 10_000],
  ] as const)('compares two 1 MB texts by %s', async (mode, changed) => {
    const { comparison, patch } = await processor({ left, right }, { ...options, mode }, context);
    expect(comparison.summary.removed).toBe(changed);
    expect(comparison.summary.added).toBe(changed);
    expect(patch).toContain('+LINE 5 ');
  });

  // Its speed is the bench's (scripts/bench/text-diff.ts); a quadratic slip here ends in the test's timeout.
  it('finishes on two 1 MB texts with no line in common', async () => {
    const other = Array.from({ length: 20_000 }, (_, i) => `row ${i * 3} something else entirely`).join('\n');
    const { comparison } = await processor({ left, right: other }, options, context);
    expect(comparison.summary).toEqual({ added: 20_000, removed: 25_000, unchanged: 0 });
  });
});
