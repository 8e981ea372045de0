import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBoxEdit, boxValue, replaceInBox } from './line-breaks';

describe('applyBoxEdit', () => {
  it('keeps CRLF breaks when a line of a CRLF text is edited', () => {
    expect(applyBoxEdit('one\r\ntwo\r\nthree\r\n', 'one\ntwo!\nthree\n')).toBe('one\r\ntwo!\r\nthree\r\n');
  });

  it('writes a new line of a CRLF text with CRLF, of any other text with LF', () => {
    expect(applyBoxEdit('a\r\nb\r\n', 'a\nnew\nb\n')).toBe('a\r\nnew\r\nb\r\n');
    expect(applyBoxEdit('a\nb\r\n', 'a\nnew\nb\n')).toBe('a\nnew\nb\r\n');
  });

  it('keeps lone CRs and a missing final break where nothing was typed', () => {
    expect(applyBoxEdit('a\rb\r\nc', 'a\nB\nc')).toBe('a\rB\r\nc');
  });

  it('keeps two breaks when deleting brings a lone CR next to a LF (found by the property below)', () => {
    expect(applyBoxEdit('\ra\n', '\n\n')).toBe('\r\n\n');
  });

  it('shows what was typed, and loses a CR only with a break that was deleted', () => {
    const chunk = fc.constantFrom('a', 'b', '汉', '\n', '\r\n', '\r', ' ');
    const text = fc.array(chunk, { maxLength: 20 }).map((parts) => parts.join(''));
    const crs = (s: string) => s.split('\r').length - 1;
    const breaks = (s: string) => s.split('\n').length - 1;
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.string({ maxLength: 4 }), (original, a, b, typed) => {
        const shown = boxValue(original);
        const [from, to] = [a % (shown.length + 1), b % (shown.length + 1)].sort((x, y) => x - y);
        const value = shown.slice(0, from) + boxValue(typed) + shown.slice(to);
        const edited = applyBoxEdit(original, value);
        expect(boxValue(edited)).toBe(value);
        expect(crs(edited)).toBeGreaterThanOrEqual(crs(original) - breaks(shown.slice(from, to)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('replaceInBox', () => {
  it('pastes text as it was copied, CRs and all', () => {
    expect(replaceInBox('one\r\ntwo\r\n', 4, 7, 'x\r\ny')).toBe('one\r\nx\r\ny\r\n');
  });
});
