import { ROW_KINDS, type PackedRows } from './packed';

/**
 * What the line views list, as one Int32Array: a value ≥ 0 points at a row (split view) or at a
 * row's side (unified view: row × 2, + 1 for the right side); a negative value −n is a fold of n
 * unchanged lines. Typed arrays keep these passes cheap on the main thread for 100k rows.
 */
export type ViewItems = Int32Array;

const isEqual = (rows: PackedRows, i: number) => ROW_KINDS[rows.kinds[i]] === 'equal';

/** Row indices; with `hideUnchanged`, keeps `context` unchanged rows around each change and folds longer runs. */
export function splitItems(rows: PackedRows, hideUnchanged: boolean, context = 3): ViewItems {
  const count = rows.kinds.length;
  if (!hideUnchanged) return Int32Array.from({ length: count }, (_, i) => i);
  const out: number[] = [];
  let start = 0;
  while (start < count) {
    if (!isEqual(rows, start)) {
      out.push(start++);
      continue;
    }
    let end = start;
    while (end < count && isEqual(rows, end)) end++;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === count ? 0 : context;
    if (end - start > keepBefore + keepAfter + 1) {
      for (let k = start; k < start + keepBefore; k++) out.push(k);
      out.push(-(end - start - keepBefore - keepAfter));
      for (let k = end - keepAfter; k < end; k++) out.push(k);
    } else {
      for (let k = start; k < end; k++) out.push(k);
    }
    start = end;
  }
  return Int32Array.from(out);
}

/** The split items as unified lines: each block of changes lists its removals, then its additions. */
export function unifiedItems(rows: PackedRows, split: ViewItems): ViewItems {
  const out: number[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    for (const item of removed) out.push(item);
    for (const item of added) out.push(item);
    removed = [];
    added = [];
  };
  for (const item of split) {
    if (item < 0 || isEqual(rows, item)) {
      flush();
      out.push(item < 0 ? item : item * 2 + 1);
      continue;
    }
    const kind = ROW_KINDS[rows.kinds[item]];
    if (kind !== 'added') removed.push(item * 2);
    if (kind !== 'removed') added.push(item * 2 + 1);
  }
  flush();
  return Int32Array.from(out);
}
