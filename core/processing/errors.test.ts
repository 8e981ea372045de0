import { describe, expect, it } from 'vitest';
import { ProcessingError, rethrowEngineMismatch } from './errors';

describe('rethrowEngineMismatch', () => {
  it('lets an engine file that does not match this version through any fallback, and nothing else', () => {
    const mismatch = new ProcessingError('errors.engineMismatch', 'Engine file does not match this version');
    expect(() => rethrowEngineMismatch(mismatch)).toThrow(mismatch);
    expect(() => rethrowEngineMismatch(new ProcessingError('errors.engineDownload'))).not.toThrow();
    expect(() => rethrowEngineMismatch(new Error('errors.engineMismatch'))).not.toThrow();
  });
});
