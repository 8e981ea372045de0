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

  it('writes a text typed or pasted over all of a CRLF text with LF: only the kept text chooses the break', () => {
    const all = (text: string) => ({ from: 0, to: boxValue(text).length });
    expect(applyBoxEdit('one\r\ntwo\r\n', 'new\nfile\n', all('one\r\ntwo\r\n'))).toBe('new\nfile\n');
    // Even where the new text repeats the old first lines and final break.
    expect(applyBoxEdit('one\r\ntwo\r\n', 'one\ntwo\nthree\n', all('one\r\ntwo\r\n'))).toBe('one\ntwo\nthree\n');
    expect(applyBoxEdit('a\r\nb\r\n', 'x\ny')).toBe('x\ny');
    // The kept last line has no break of its own: nothing says CRLF.
    expect(applyBoxEdit('a\r\nend', 'x\ny\nend', { from: 0, to: 2 })).toBe('x\ny\nend');
    // A selection inside the text keeps the CRLF around it.
    expect(applyBoxEdit('a\r\nb\r\nc\r\n', 'a\nx\ny\nc\n', { from: 2, to: 3 })).toBe('a\r\nx\r\ny\r\nc\r\n');
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
      fc.property(text, fc.nat(), fc.nat(), fc.string({ maxLength: 4 }), fc.boolean(), (original, a, b, typed, selected) => {
        const shown = boxValue(original);
        const [from, to] = [a % (shown.length + 1), b % (shown.length + 1)].sort((x, y) => x - y);
        const value = shown.slice(0, from) + boxValue(typed) + shown.slice(to);
        const edited = applyBoxEdit(original, value, selected ? { from, to } : undefined);
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
