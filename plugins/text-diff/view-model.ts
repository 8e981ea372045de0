import type { LineRow, Part, PartKind, Segment } from './compare';

/** A run of unchanged rows folded away, shown as "… N unchanged lines". */
export interface Fold {
  kind: 'fold';
  count: number;
}

/** Keeps `context` unchanged rows around each change and folds longer unchanged runs. */
export function foldUnchanged(rows: LineRow[], context = 3): (LineRow | Fold)[] {
  const out: (LineRow | Fold)[] = [];
  // Loops, not push(...slice): spreading 100k rows overflows the call stack.
  const copy = (from: number, to: number) => {
    for (let k = from; k < to; k++) out.push(rows[k]);
  };
  let start = 0;
  while (start < rows.length) {
    if (rows[start].kind !== 'equal') {
      out.push(rows[start++]);
      continue;
    }
    let end = start;
    while (end < rows.length && rows[end].kind === 'equal') end++;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    if (end - start > keepBefore + keepAfter + 1) {
      copy(start, start + keepBefore);
      out.push({ kind: 'fold', count: end - start - keepBefore - keepAfter });
      copy(end - keepAfter, end);
    } else {
      copy(start, end);
    }
    start = end;
  }
  return out;
}

/** One line of the unified (inline) view. */
export interface UnifiedLine {
  kind: 'equal' | 'added' | 'removed';
  leftNo: number | null;
  rightNo: number | null;
  segments: Segment[];
}

/** Side-by-side rows as unified lines: each block of changes lists its removals, then its additions. */
export function unifiedLines(rows: (LineRow | Fold)[]): (UnifiedLine | Fold)[] {
  const out: (UnifiedLine | Fold)[] = [];
  let removed: UnifiedLine[] = [];
  let added: UnifiedLine[] = [];
  const flush = () => {
    for (const line of removed) out.push(line);
    for (const line of added) out.push(line);
    removed = [];
    added = [];
  };
  for (const row of rows) {
    if (row.kind === 'fold' || row.kind === 'equal') {
      flush();
      out.push(row.kind === 'fold' ? row : { kind: 'equal', leftNo: row.leftNo, rightNo: row.rightNo, segments: row.right! });
      continue;
    }
    if (row.left) removed.push({ kind: 'removed', leftNo: row.leftNo, rightNo: null, segments: row.left });
    if (row.right) added.push({ kind: 'added', leftNo: null, rightNo: row.rightNo, segments: row.right });
  }
  flush();
  return out;
}

/** The words/characters stream cut at line breaks, for a view with line numbers. */
export function partsByLine(parts: Part[]): { kind: PartKind; text: string }[][] {
  const lines: { kind: PartKind; text: string }[][] = [[]];
  for (const part of parts) {
    part.text.split('\n').forEach((piece, n) => {
      if (n > 0) lines.push([]);
      if (piece) lines[lines.length - 1].push({ kind: part.kind, text: piece });
    });
  }
  return lines;
}

/** One side of the stream: the left text shows removals, the right text additions. */
export function sideParts(parts: Part[], side: 'left' | 'right'): Part[] {
  const hidden: PartKind = side === 'left' ? 'added' : 'removed';
  return parts.filter((p) => p.kind !== hidden);
}
