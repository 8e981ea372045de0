import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTexts, intraLine, type Comparison, type LineRow } from './compare';
import { splitLines, type CompareOptions } from './tokens';

const lines: CompareOptions = { mode: 'lines', ignoreCase: false, ignoreWhitespace: false };
const words: CompareOptions = { ...lines, mode: 'words' };
const chars: CompareOptions = { ...lines, mode: 'chars' };

const rowsOf = (c: Comparison): LineRow[] => (c.mode === 'lines' ? c.rows : []);
const sideText = (rows: LineRow[], side: 'left' | 'right') =>
  rows.flatMap((r) => (r[side] ? [r[side]!.map((s) => s.text).join('')] : []));

describe('splitLines', () => {
  it('drops the empty line after a final break only', () => {
    expect(splitLines('a\n\nb\n')).toEqual(['a', '', 'b']);
    expect(splitLines('\n')).toEqual(['']);
    expect(splitLines('')).toEqual([]);
  });
});

describe('compareTexts in line mode', () => {
  const result = compareTexts('alpha\nbravo\ncharlie\ndelta\n', 'alpha\nBravo two\ncharlie\necho\nfoxtrot\n', lines);

  it('pairs replaced lines and numbers both sides', () => {
    expect(rowsOf(result).map((r) => [r.kind, r.leftNo, r.rightNo])).toEqual([
      ['equal', 1, 1],
      ['changed', 2, 2],
      ['equal', 3, 3],
      ['changed', 4, 4],
      ['added', null, 5],
    ]);
  });

  it('counts added, removed and unchanged lines', () => {
    expect(result.summary).toEqual({ added: 3, removed: 2, unchanged: 2 });
  });

  it('highlights the changed words inside a replaced line', () => {
    expect(rowsOf(result)[1].right).toEqual([
      { text: 'Bravo two', changed: true },
    ]);
    expect(intraLine('the quick brown fox', 'the slow brown fox', words)).toEqual({
      left: [{ text: 'the ', changed: false }, { text: 'quick', changed: true }, { text: ' brown fox', changed: false }],
      right: [{ text: 'the ', changed: false }, { text: 'slow', changed: true }, { text: ' brown fox', changed: false }],
    });
  });

  it('ignores case and whitespace only when asked', () => {
    const a = 'Hello  World\n  indented';
    const b = 'hello world\nindented  ';
    expect(compareTexts(a, b, lines).summary.unchanged).toBe(0);
    expect(compareTexts(a, b, { ...lines, ignoreCase: true, ignoreWhitespace: true }).summary).toEqual({ added: 0, removed: 0, unchanged: 2 });
  });

  it('treats Windows and Unix line endings alike', () => {
    expect(compareTexts('a\r\nb\r\n', 'a\nb\n', lines).summary).toEqual({ added: 0, removed: 0, unchanged: 2 });
  });
});

describe('compareTexts in word and character modes', () => {
  it('streams equal, removed and added words', () => {
    const result = compareTexts('The cat sat.', 'The dog sat.', words);
    expect(result.mode === 'words' && result.parts).toEqual([
      { kind: 'equal', text: 'The ' },
      { kind: 'removed', text: 'cat' },
      { kind: 'added', text: 'dog' },
      { kind: 'equal', text: ' sat.' },
    ]);
    expect(result.summary).toEqual({ added: 1, removed: 1, unchanged: 3 });
  });

  it('diffs Chinese by words and characters', () => {
    const result = compareTexts('床前明月光', '床前明月亮', chars);
    expect(result.mode === 'chars' && result.parts).toEqual([
      { kind: 'equal', text: '床前明月' },
      { kind: 'removed', text: '光' },
      { kind: 'added', text: '亮' },
    ]);
  });

  it('ignores whitespace changes between words when asked', () => {
    expect(compareTexts('a  b\tc', 'a b c', { ...words, ignoreWhitespace: true }).summary).toEqual({ added: 0, removed: 0, unchanged: 3 });
  });
});

const textArb = fc.array(fc.constantFrom('apple', 'Banana', 'cherry', '  ', 'date.', '', '汉字', 'é'), { maxLength: 12 }).map((ls) => ls.join('\n'));

describe('properties', () => {
  it('line rows rebuild both texts', () => {
    fc.assert(
      fc.property(textArb, textArb, (a, b) => {
        const rows = rowsOf(compareTexts(a, b, lines));
        expect(sideText(rows, 'left')).toEqual(splitLines(a));
        expect(sideText(rows, 'right')).toEqual(splitLines(b));
      }),
    );
  });

  it('word and character streams rebuild both texts', () => {
    const free = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\n', '.', '汉', 'é', '👍🏽'), maxLength: 40 });
    fc.assert(
      fc.property(free, free, fc.constantFrom(words, chars), (a, b, options) => {
        const result = compareTexts(a, b, options);
        if (result.mode === 'lines') throw new Error('unexpected mode');
        expect(result.parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe(a);
        expect(result.parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(b);
      }),
    );
  });
});
