import { describe, expect, it } from 'vitest';
import { failsEveryTime } from './permanent-errors';

describe('failsEveryTime', () => {
  it('is true for causes in the file itself and false for ones a retry may fix', () => {
    for (const key of ['errors.empty', 'errors.truncated', 'errors.tooLarge', 'errors.notAnImage', 'errors.svgInvalid']) expect(failsEveryTime(key)).toBe(true);
    for (const key of ['errors.timedOut', 'errors.workerCrashed', 'errors.engineDownload', 'errors.unknown', undefined]) expect(failsEveryTime(key)).toBe(false);
  });
});
