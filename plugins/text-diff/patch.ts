import { FILE_HEADERS_ONLY, formatPatch, type StructuredPatchHunk } from 'diff';
import { anchoredDiff } from './anchored-diff';

const NO_NEWLINE = '\\ No newline at end of file';
const CONTEXT = 3;

interface PatchLines {
  lines: string[];
  /** Whether the last line has no line break after it. */
  missingFinalBreak: boolean;
}

/** Exact lines ("\r" kept); a last line without a break compares unequal to the same line with one. */
function patchLines(text: string): PatchLines {
  if (!text) return { lines: [], missingFinalBreak: false };
  const lines = text.split('\n');
  const missingFinalBreak = lines[lines.length - 1] !== '';
  if (!missingFinalBreak) lines.pop();
  return { lines, missingFinalBreak };
}

const keysOf = ({ lines, missingFinalBreak }: PatchLines) =>
  missingFinalBreak ? [...lines.slice(0, -1), `${lines[lines.length - 1]}\u0000`] : lines;

interface Entry {
  mark: ' ' | '-' | '+';
  text: string;
  /** Old and new lines before this entry. */
  oldBefore: number;
  newBefore: number;
}

function entries(oldText: PatchLines, newText: PatchLines, deadline?: number): Entry[] {
  const list: Entry[] = [];
  let o = 0;
  let n = 0;
  for (const { kind, count } of anchoredDiff(keysOf(oldText), keysOf(newText), deadline)) {
    for (let k = 0; k < count; k++) {
      if (kind === 'equal') list.push({ mark: ' ', text: newText.lines[n], oldBefore: o++, newBefore: n++ });
      else if (kind === 'removed') list.push({ mark: '-', text: oldText.lines[o], oldBefore: o++, newBefore: n });
      else list.push({ mark: '+', text: newText.lines[n], oldBefore: o, newBefore: n++ });
    }
  }
  return list;
}

function hunk(list: Entry[], from: number, to: number, oldText: PatchLines, newText: PatchLines): StructuredPatchHunk {
  const slice = list.slice(from, to);
  const oldLines = slice.filter((e) => e.mark !== '+').length;
  const newLines = slice.filter((e) => e.mark !== '-').length;
  const lines: string[] = [];
  for (const e of slice) {
    lines.push(e.mark + e.text);
    const lastOld = e.mark !== '+' && e.oldBefore === oldText.lines.length - 1 && oldText.missingFinalBreak;
    const lastNew = e.mark !== '-' && e.newBefore === newText.lines.length - 1 && newText.missingFinalBreak;
    if (lastOld || lastNew) lines.push(NO_NEWLINE);
  }
  const first = slice[0];
  // 1-based even for an empty side: formatPatch writes the "-0,0" form itself.
  return {
    oldStart: first.oldBefore + 1,
    oldLines,
    newStart: first.newBefore + 1,
    newLines,
    lines,
  };
}

/**
 * A unified patch (3 lines of context) that turns `left` into `right` exactly: the view's
 * ignore-case and ignore-whitespace options do not apply, so applying it always gives `right`.
 */
export function unifiedPatch(left: string, right: string, leftName = 'original', rightName = 'changed', deadline?: number): string {
  const oldText = patchLines(left);
  const newText = patchLines(right);
  const list = entries(oldText, newText, deadline);
  const changes = list.flatMap((e, i) => (e.mark === ' ' ? [] : [i]));
  const hunks: StructuredPatchHunk[] = [];
  let k = 0;
  while (k < changes.length) {
    let last = k;
    while (last + 1 < changes.length && changes[last + 1] - changes[last] <= 2 * CONTEXT + 1) last++;
    hunks.push(hunk(list, Math.max(0, changes[k] - CONTEXT), Math.min(list.length, changes[last] + CONTEXT + 1), oldText, newText));
    k = last + 1;
  }
  return formatPatch({ oldFileName: leftName, newFileName: rightName, oldHeader: undefined, newHeader: undefined, hunks }, FILE_HEADERS_ONLY);
}
