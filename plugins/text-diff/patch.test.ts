import { applyPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedPatch } from './patch';

describe('unifiedPatch', () => {
  it('writes a unified diff with both names and a hunk header', () => {
    const patch = unifiedPatch('a\nb\nc\n', 'a\nB\nc\n', 'old.txt', 'new.txt');
    expect(patch).toContain('--- old.txt');
    expect(patch).toContain('+++ new.txt');
    expect(patch).toContain('@@ -1,3 +1,3 @@\n a\n-b\n+B\n c');
  });

  it('applied to the old text gives the new text back', () => {
    const line = fc.constantFrom('alpha', 'beta', 'Gamma', '', '  spaced ', '汉字', 'x\r');
    const text = fc.tuple(fc.array(line, { maxLength: 15 }), fc.boolean()).map(([ls, finalBreak]) => ls.join('\n') + (finalBreak && ls.length ? '\n' : ''));
    fc.assert(
      fc.property(text, text, (oldText, newText) => {
        expect(applyPatch(oldText, unifiedPatch(oldText, newText))).toBe(newText);
      }),
      { numRuns: 300 },
    );
  });
});

describe('unifiedPatch edge cases', () => {
  it('marks a missing final line break', () => {
    expect(unifiedPatch('a\nb', 'a\nc')).toContain('-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file');
  });

  it('is empty of hunks for equal texts', () => {
    expect(unifiedPatch('same\n', 'same\n')).not.toContain('@@');
  });
});
