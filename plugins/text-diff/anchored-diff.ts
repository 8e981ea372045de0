import { diffArrays } from 'diff';

/** A run of the edit script, in diffArrays' shape but without the values. */
export interface EditRun {
  kind: 'equal' | 'added' | 'removed';
  count: number;
}

/** The diff took longer than allowed (the texts are large and very different). */
export class CompareTimeoutError extends Error {}

/**
 * Longest increasing subsequence of `values` (indices into it), the patience-diff step that picks
 * the unique lines both texts keep in the same order.
 */
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = [];
  const previous = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const result: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) result.push(i);
  return result.reverse();
}

/** Pairs [leftIndex, rightIndex] of tokens that occur exactly once on each side, in common order. */
function uniqueAnchors(left: string[], right: string[]): [number, number][] {
  const seen = new Map<string, { left: number; right: number; countLeft: number; countRight: number }>();
  left.forEach((key, i) => {
    const entry = seen.get(key);
    if (entry) entry.countLeft++;
    else seen.set(key, { left: i, right: -1, countLeft: 1, countRight: 0 });
  });
  right.forEach((key, j) => {
    const entry = seen.get(key);
    if (!entry) return;
    entry.countRight++;
    entry.right = j;
  });
  const pairs = [...seen.values()]
    .filter((e) => e.countLeft === 1 && e.countRight === 1)
    .sort((a, b) => a.left - b.left)
    .map((e): [number, number] => [e.left, e.right]);
  return longestIncreasing(pairs.map(([, j]) => j)).map((k) => pairs[k]);
}

function push(runs: EditRun[], kind: EditRun['kind'], count: number) {
  if (!count) return;
  const last = runs[runs.length - 1];
  if (last && last.kind === kind) last.count += count;
  else runs.push({ kind, count });
}

/**
 * Myers' diff (jsdiff's diffArrays) made fast on large texts: the common head and tail are cut
 * off and tokens unique to both sides anchor the rest (patience diff), so Myers only runs on the
 * small gaps between anchors. Throws CompareTimeoutError once `deadline` (a performance.now()
 * time) has passed.
 */
export function anchoredDiff(left: string[], right: string[], deadline = Infinity): EditRun[] {
  const runs: EditRun[] = [];
  let head = 0;
  while (head < left.length && head < right.length && left[head] === right[head]) head++;
  let tail = 0;
  while (tail < left.length - head && tail < right.length - head && left[left.length - 1 - tail] === right[right.length - 1 - tail]) tail++;
  push(runs, 'equal', head);
  const midLeft = left.slice(head, left.length - tail);
  const midRight = right.slice(head, right.length - tail);
  const anchors = midLeft.length && midRight.length ? uniqueAnchors(midLeft, midRight) : [];
  let i = 0;
  let j = 0;
  for (const [ai, aj] of [...anchors, [midLeft.length, midRight.length] as [number, number]]) {
    gapDiff(runs, midLeft.slice(i, ai), midRight.slice(j, aj), deadline);
    if (ai < midLeft.length) push(runs, 'equal', 1);
    i = ai + 1;
    j = aj + 1;
  }
  push(runs, 'equal', tail);
  return runs;
}

/**
 * Myers on one gap. Tokens that never occur on the other side cannot match, so they are left out
 * of Myers' input (GNU diff's "discard" step): completely different texts then cost nothing.
 */
function gapDiff(runs: EditRun[], left: string[], right: string[], deadline: number) {
  const inRight = new Set(right);
  const inLeft = new Set(left);
  const keptLeft = left.flatMap((key, i) => (inRight.has(key) ? [i] : []));
  const keptRight = right.flatMap((key, j) => (inLeft.has(key) ? [j] : []));
  const pairs: [number, number][] = [];
  if (keptLeft.length && keptRight.length) {
    const remaining = deadline - performance.now();
    if (remaining <= 0) throw new CompareTimeoutError();
    const a = keptLeft.map((i) => left[i]);
    const b = keptRight.map((j) => right[j]);
    const changes = Number.isFinite(remaining) ? diffArrays(a, b, { timeout: Math.ceil(remaining) }) : diffArrays(a, b);
    if (!changes) throw new CompareTimeoutError();
    let i = 0;
    let j = 0;
    for (const change of changes) {
      if (!change.added && !change.removed) for (let k = 0; k < change.count; k++) pairs.push([keptLeft[i + k], keptRight[j + k]]);
      if (!change.added) i += change.count;
      if (!change.removed) j += change.count;
    }
  }
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [left.length, right.length] as [number, number]]) {
    push(runs, 'removed', pi - i);
    push(runs, 'added', pj - j);
    if (pi < left.length) push(runs, 'equal', 1);
    i = pi + 1;
    j = pj + 1;
  }
}
