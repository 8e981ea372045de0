import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedPatch } from './patch';
import { applyWithGnuPatch, hasGnuPatch } from './testing/gnu-patch';

/** GNU patch turns left into exactly right; equal texts give a patch with no hunk, which patch calls garbage. */
function expectGnuPatchGivesRight(left: string, right: string): void {
  const patch = unifiedPatch(left, right, 'left.txt', 'right.txt');
  if (left === right) expect(patch).not.toContain('@@');
  else expect(applyWithGnuPatch(left, patch).toString('hex')).toBe(Buffer.from(right, 'utf8').toString('hex'));
}

// Each run starts GNU patch: 50 pairs in the quick suite, 150 in the full one.
const FULL_SUITE = process.env.LOCALBOX_FULL_SUITE === '1';

const suite = hasGnuPatch ? 'unifiedPatch applied by GNU patch' : 'unifiedPatch applied by GNU patch: SKIPPED, `patch` is not installed (apt-get install patch)';

describe.skipIf(!hasGnuPatch)(suite, () => {
  it.each([
    ['CRLF lines on both sides', 'one\r\ntwo\r\nthree\r\n', 'one\r\n2\r\nthree\r\n'],
    ['CRLF to LF', 'one\r\ntwo\r\n', 'one\ntwo\n'],
    ['LF to CRLF', 'one\ntwo\n', 'one\r\ntwo\r\n'],
    ['no final newline on the left', 'a\nb', 'a\nb\n'],
    ['no final newline on the right', 'a\nb\n', 'a\nb'],
    ['no final newline on either side', 'a\nb', 'a\nc'],
    ['a CRLF last line without a newline after it', 'a\r\nb\r', 'a\r\nb'],
    ['an empty left side', '', 'new\r\nfile'],
    ['an empty right side', 'old\nfile\n', ''],
    ['Chinese, Arabic and emoji lines', '床前明月光\nمرحبا\n👍🏽\n', '床前明月亮\nمرحبا بالعالم\n👍🏽\n'],
    ['lines that look like patch syntax', '--- a\n+++ b\n@@ -1 +1 @@\n\\ No newline at end of file\n', '-- a\n++ b\n@@ -1 +1 @@\n'],
  ])('%s', (_name, left, right) => expectGnuPatchGivesRight(left, right));

  it('any two texts of mixed breaks, lone CRs and non-Latin lines', () => {
    const line = fc.constantFrom('alpha', 'beta', '', '  spaced ', '汉字', 'نص', '🙂', '-- dashes', '+ plus', '@@ at', 'a\rb');
    const ending = fc.constantFrom('\n', '\r\n');
    const text = fc
      .tuple(fc.array(fc.tuple(line, ending), { maxLength: 12 }), fc.boolean())
      .map(([lines, finalBreak]) => {
        const joined = lines.map(([l, end]) => l + end).join('');
        return finalBreak ? joined : joined.replace(/\r?\n$/, '');
      });
    fc.assert(fc.property(text, text, expectGnuPatchGivesRight), { numRuns: FULL_SUITE ? 150 : 50 });
  });
});
