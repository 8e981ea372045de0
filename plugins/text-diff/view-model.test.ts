import { describe, expect, it } from 'vitest';
import type { LineRow } from './compare';
import { lineAt, lineCount, packRows, packStream } from './packed';
import { splitItems, unifiedItems } from './view-model';

const equal = (n: number): LineRow => ({ kind: 'equal', leftNo: n, rightNo: n, left: [{ text: `l${n}`, changed: false }], right: [{ text: `l${n}`, changed: false }] });
const changed = (n: number): LineRow => ({
  kind: 'changed',
  leftNo: n,
  rightNo: n,
  left: [{ text: 'old ', changed: false }, { text: 'word', changed: true }],
  right: [{ text: 'new', changed: true }],
});
const added = (n: number): LineRow => ({ kind: 'added', leftNo: null, rightNo: n, left: null, right: [{ text: 'plus', changed: true }] });
const show = (items: Int32Array, rows: LineRow[]) => [...items].map((item) => (item < 0 ? `fold ${-item}` : rows[item].leftNo));

describe('packRows', () => {
  it('unpacks each row side as it was, with empty sides and numbers', () => {
    const rows = [equal(1), changed(2), added(3)];
    const packed = packRows(rows);
    expect(lineCount(packed.left)).toBe(3);
    expect(lineAt(packed.left, 1)).toEqual([{ kind: 'equal', text: 'old ' }, { kind: 'removed', text: 'word' }]);
    expect(lineAt(packed.right, 1)).toEqual([{ kind: 'added', text: 'new' }]);
    expect(lineAt(packed.left, 2)).toEqual([]);
    expect([...packed.leftNo]).toEqual([1, 2, 0]);
    expect([...packed.rightNo]).toEqual([1, 2, 3]);
  });
});

describe('splitItems', () => {
  it('keeps three lines of context around a change and folds the rest', () => {
    const rows = [...Array.from({ length: 10 }, (_, i) => equal(i + 1)), changed(11), ...Array.from({ length: 10 }, (_, i) => equal(i + 12))];
    expect(show(splitItems(packRows(rows), true), rows)).toEqual(['fold 7', 8, 9, 10, 11, 12, 13, 14, 'fold 7']);
    expect(splitItems(packRows(rows), false)).toHaveLength(21);
  });

  it('does not fold a run shorter than the context it would save', () => {
    const rows = [changed(1), equal(2), equal(3), equal(4), equal(5), equal(6), equal(7), equal(8), changed(9)];
    expect(show(splitItems(packRows(rows), true), rows)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('unifiedItems', () => {
  it('lists removals of a block before its additions', () => {
    const rows = [equal(1), changed(2), changed(3), added(4)];
    const packed = packRows(rows);
    // row × 2 is the left (removed) side, row × 2 + 1 the right side.
    expect([...unifiedItems(packed, splitItems(packed, false))]).toEqual([1, 2, 4, 3, 5, 7]);
  });
});

describe('packStream', () => {
  const parts = [
    { kind: 'equal' as const, text: 'a\nb' },
    { kind: 'removed' as const, text: 'c\n' },
    { kind: 'added' as const, text: 'd' },
  ];
  it('cuts the stream into lines, both sides and each side', () => {
    const { unified, left, right } = packStream(parts);
    expect(Array.from({ length: lineCount(unified) }, (_, i) => lineAt(unified, i))).toEqual([
      [{ kind: 'equal', text: 'a' }],
      [{ kind: 'equal', text: 'b' }, { kind: 'removed', text: 'c' }],
      [{ kind: 'added', text: 'd' }],
    ]);
    expect(Array.from({ length: lineCount(left) }, (_, i) => lineAt(left, i).map((p) => p.text).join(''))).toEqual(['a', 'bc', '']);
    expect(Array.from({ length: lineCount(right) }, (_, i) => lineAt(right, i).map((p) => p.text).join(''))).toEqual(['a', 'bd']);
  });
});
