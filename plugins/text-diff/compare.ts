import { anchoredDiff } from './anchored-diff';
import { comparisonKey, isWhitespace, tokenize, type CompareOptions } from './tokens';

export type PartKind = 'equal' | 'added' | 'removed';

/** A run of the words/characters stream. */
export interface Part {
  kind: PartKind;
  text: string;
}

/** A piece of one line; `changed` marks the words that differ (intra-line highlight). */
export interface Segment {
  text: string;
  changed: boolean;
}

/** One row of the side-by-side line view; a null side is an empty cell. */
export interface LineRow {
  kind: 'equal' | 'changed' | 'added' | 'removed';
  leftNo: number | null;
  rightNo: number | null;
  left: Segment[] | null;
  right: Segment[] | null;
}

export interface DiffSummary {
  added: number;
  removed: number;
  unchanged: number;
}

export type Comparison =
  | { mode: 'lines'; rows: LineRow[]; summary: DiffSummary }
  | { mode: 'words' | 'chars'; parts: Part[]; summary: DiffSummary };

/** Lines longer than this are marked changed as a whole: a word diff of them costs too much. */
const INTRA_LINE_LIMIT = 10_000;

interface Op {
  kind: PartKind;
  left: string[];
  right: string[];
}

/** Diffs token lists by their comparison keys and maps the result back to the original tokens. */
function diffTokens(left: string[], right: string[], options: CompareOptions, deadline?: number): Op[] {
  const runs = anchoredDiff(
    left.map((t) => comparisonKey(t, options)),
    right.map((t) => comparisonKey(t, options)),
    deadline,
  );
  let i = 0;
  let j = 0;
  return runs.map(({ kind, count }) => {
    const op: Op = {
      kind,
      left: kind === 'added' ? [] : left.slice(i, i + count),
      right: kind === 'removed' ? [] : right.slice(j, j + count),
    };
    if (kind !== 'added') i += count;
    if (kind !== 'removed') j += count;
    return op;
  });
}

function pushSegment(segments: Segment[], text: string, changed: boolean) {
  const last = segments[segments.length - 1];
  if (last && last.changed === changed) last.text += text;
  else if (text) segments.push({ text, changed });
}

/** Word-level highlight of two lines that replaced each other. */
export function intraLine(left: string, right: string, options: CompareOptions): { left: Segment[]; right: Segment[] } {
  if (left.length > INTRA_LINE_LIMIT || right.length > INTRA_LINE_LIMIT) {
    return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  }
  const wordOptions = { ...options, mode: 'words' as const };
  const ops = diffTokens(tokenize(left, 'words', options.ignoreWhitespace), tokenize(right, 'words', options.ignoreWhitespace), wordOptions);
  const segments = { left: [] as Segment[], right: [] as Segment[] };
  for (const op of ops) {
    pushSegment(segments.left, op.left.join(''), op.kind !== 'equal');
    pushSegment(segments.right, op.right.join(''), op.kind !== 'equal');
  }
  return segments;
}

const whole = (text: string): Segment[] => [{ text, changed: false }];

function lineRows(ops: Op[], options: CompareOptions): LineRow[] {
  const rows: LineRow[] = [];
  let leftNo = 1;
  let rightNo = 1;
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k];
    if (op.kind === 'equal') {
      op.left.forEach((line, n) => rows.push({ kind: 'equal', leftNo: leftNo++, rightNo: rightNo++, left: whole(line), right: whole(op.right[n]) }));
      continue;
    }
    // A removal followed by an addition is a replacement: pair the lines for side-by-side.
    const removed = op.kind === 'removed' ? op.left : [];
    const next = ops[k + 1];
    const added = op.kind === 'added' ? op.right : next?.kind === 'added' ? (k++, next.right) : [];
    const paired = Math.min(removed.length, added.length);
    for (let n = 0; n < Math.max(removed.length, added.length); n++) {
      if (n < paired) {
        const { left, right } = intraLine(removed[n], added[n], options);
        rows.push({ kind: 'changed', leftNo: leftNo++, rightNo: rightNo++, left, right });
      } else if (n < removed.length) {
        rows.push({ kind: 'removed', leftNo: leftNo++, rightNo: null, left: [{ text: removed[n], changed: true }], right: null });
      } else {
        rows.push({ kind: 'added', leftNo: null, rightNo: rightNo++, left: null, right: [{ text: added[n], changed: true }] });
      }
    }
  }
  return rows;
}

/** How many units a token list holds: lines, words (not whitespace), or characters. */
function unitCount(tokens: string[], options: CompareOptions): number {
  if (options.mode === 'lines') return tokens.length;
  if (options.mode === 'words') return tokens.filter((t) => !isWhitespace(t)).length;
  return tokens.reduce((sum, t) => sum + [...t].length, 0);
}

function summarize(ops: Op[], options: CompareOptions): DiffSummary {
  const summary: DiffSummary = { added: 0, removed: 0, unchanged: 0 };
  for (const op of ops) {
    if (op.kind === 'added') summary.added += unitCount(op.right, options);
    else if (op.kind === 'removed') summary.removed += unitCount(op.left, options);
    else summary.unchanged += unitCount(op.right, options);
  }
  return summary;
}

/** Lines with their line feeds, so that joining them gives the text back exactly. */
function linesWithBreaks(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * Word or character ops, computed in two passes as diff-match-patch does: lines first (fast and
 * anchored), then the tokens of each changed block only. A character diff of two 1 MB texts
 * would otherwise make Myers run over millions of tokens.
 */
function streamOps(left: string, right: string, options: CompareOptions, deadline?: number): Op[] {
  const leftLines = linesWithBreaks(left);
  const rightLines = linesWithBreaks(right);
  const lineOptions = { ...options, mode: 'lines' as const };
  const lineKey = (line: string) => comparisonKey(line.replace(/\r?\n$/, ''), lineOptions) + (line.endsWith('\n') ? '\n' : '');
  const tokens = (text: string) => tokenize(text, options.mode, options.ignoreWhitespace);
  const ops: Op[] = [];
  let pendingLeft = '';
  let pendingRight = '';
  const flush = () => {
    // A loop, not push(...ops): spreading 100k items overflows the call stack.
    if (pendingLeft || pendingRight) for (const op of diffTokens(tokens(pendingLeft), tokens(pendingRight), options, deadline)) ops.push(op);
    pendingLeft = '';
    pendingRight = '';
  };
  let i = 0;
  let j = 0;
  for (const { kind, count } of anchoredDiff(leftLines.map(lineKey), rightLines.map(lineKey), deadline)) {
    if (kind === 'equal') {
      flush();
      ops.push({ kind, left: tokens(leftLines.slice(i, i + count).join('')), right: tokens(rightLines.slice(j, j + count).join('')) });
    }
    if (kind === 'removed') pendingLeft += leftLines.slice(i, i + count).join('');
    if (kind === 'added') pendingRight += rightLines.slice(j, j + count).join('');
    if (kind !== 'added') i += count;
    if (kind !== 'removed') j += count;
  }
  flush();
  return ops;
}

/** Compares two texts; throws CompareTimeoutError once `deadline` (performance.now() time) passes. */
export function compareTexts(left: string, right: string, options: CompareOptions, deadline?: number): Comparison {
  if (options.mode === 'lines') {
    const ops = diffTokens(tokenize(left, 'lines', options.ignoreWhitespace), tokenize(right, 'lines', options.ignoreWhitespace), options, deadline);
    return { mode: 'lines', rows: lineRows(ops, options), summary: summarize(ops, options) };
  }
  const ops = streamOps(left, right, options, deadline);
  const summary = summarize(ops, options);
  const parts: Part[] = [];
  for (const op of ops) {
    const text = (op.kind === 'removed' ? op.left : op.right).join('');
    const last = parts[parts.length - 1];
    if (last && last.kind === op.kind) last.text += text;
    else if (text) parts.push({ kind: op.kind, text });
  }
  return { mode: options.mode, parts, summary };
}
