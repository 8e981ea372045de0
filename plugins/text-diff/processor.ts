import { ProcessingError } from '../../core/processing/errors';
import { defineProcessor } from '../../core/processing/processor';
import { CompareTimeoutError } from './anchored-diff';
import { compareTexts } from './compare';
import { DIFF_TIMEOUT_MS, MAX_SIDE_CHARS, MAX_SIDE_MB } from './limits';
import { packComparison, type PackedComparison } from './packed';
import { unifiedPatch } from './patch';
import type { CompareOptions } from './tokens';

export interface DiffInput {
  left: string;
  right: string;
  leftName?: string;
  rightName?: string;
}

export interface DiffOutput {
  /** Packed: typed arrays and strings cross to the page far faster than row objects. */
  comparison: PackedComparison;
  /** Unified patch from left to right (exact: the ignore options do not apply to it). */
  patch: string;
}

export default defineProcessor<CompareOptions, DiffInput, DiffOutput>(async (input, options, { progress }) => {
  if (input.left.length > MAX_SIDE_CHARS || input.right.length > MAX_SIDE_CHARS) {
    throw new ProcessingError('errors.tooLarge', `Each text may hold up to ${MAX_SIDE_MB} MB`, { mb: MAX_SIDE_MB });
  }
  try {
    const deadline = performance.now() + DIFF_TIMEOUT_MS;
    progress(0.1);
    const comparison = compareTexts(input.left, input.right, options, deadline);
    progress(0.7);
    const patch = unifiedPatch(input.left, input.right, input.leftName, input.rightName, deadline);
    progress(0.9);
    return { comparison: packComparison(comparison), patch };
  } catch (error) {
    if (error instanceof CompareTimeoutError) {
      throw new ProcessingError('errors.tooComplex', 'The texts are too large and too different to compare in time');
    }
    throw error;
  }
});
