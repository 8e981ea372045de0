import { describe, expect, it } from 'vitest';
import type { LineRow } from './compare';
import { foldUnchanged, partsByLine, sideParts, unifiedLines } from './view-model';

const equal = (n: number): LineRow => ({ kind: 'equal', leftNo: n, rightNo: n, left: [{ text: `l${n}`, changed: false }], right: [{ text: `l${n}`, changed: false }] });
const changed = (n: number): LineRow => ({
  kind: 'changed',
  leftNo: n,
  rightNo: n,
  left: [{ text: 'old', changed: true }],
  right: [{ text: 'new', changed: true }],
});

describe('foldUnchanged', () => {
  it('keeps three lines of context around a change and folds the rest', () => {
    const rows = [...Array.from({ length: 10 }, (_, i) => equal(i + 1)), changed(11), ...Array.from({ length: 10 }, (_, i) => equal(i + 12))];
    const folded = foldUnchanged(rows);
    expect(folded.map((r) => (r.kind === 'fold' ? `fold ${r.count}` : r.leftNo))).toEqual(['fold 7', 8, 9, 10, 11, 12, 13, 14, 'fold 7']);
  });

  it('does not fold a run shorter than the context it would save', () => {
    const rows = [changed(1), equal(2), equal(3), equal(4), equal(5), equal(6), equal(7), equal(8), changed(9)];
    expect(foldUnchanged(rows)).toEqual(rows);
  });
});

describe('unifiedLines', () => {
  it('lists removals of a block before its additions', () => {
    const lines = unifiedLines([equal(1), changed(2), changed(3)]);
    expect(lines.map((l) => (l.kind === 'fold' ? 'fold' : `${l.kind}:${l.leftNo ?? ''}/${l.rightNo ?? ''}`))).toEqual([
      'equal:1/1',
      'removed:2/',
      'removed:3/',
      'added:/2',
      'added:/3',
    ]);
  });
});

describe('stream helpers', () => {
  const parts = [
    { kind: 'equal' as const, text: 'a\nb' },
    { kind: 'removed' as const, text: 'c\n' },
    { kind: 'added' as const, text: 'd' },
  ];
  it('cuts the stream into lines', () => {
    expect(partsByLine(parts)).toEqual([[{ kind: 'equal', text: 'a' }], [{ kind: 'equal', text: 'b' }, { kind: 'removed', text: 'c' }], [{ kind: 'added', text: 'd' }]]);
  });
  it('keeps one side', () => {
    expect(sideParts(parts, 'left').map((p) => p.text).join('')).toBe('a\nbc\n');
    expect(sideParts(parts, 'right').map((p) => p.text).join('')).toBe('a\nbd');
  });
});
