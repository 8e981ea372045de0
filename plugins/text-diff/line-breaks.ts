/**
 * A text box shows and reports every line break as "\n" (it turns "\r\n" and "\r" into "\n"), while
 * a side's text keeps the bytes it was opened or pasted with, so the patch reproduces them. These
 * map what the box reports back onto the exact text.
 */

const BREAK = /\r\n?|\n/g;

/** The text as a text box shows it. */
export const boxValue = (text: string) => text.replace(/\r\n?/g, '\n');

/** Where the box's offset `offset` falls in `text` (a break counts one in the box, one or two in the text). */
function textOffset(text: string, offset: number): number {
  let boxed = 0;
  let raw = 0;
  for (const match of text.matchAll(BREAK)) {
    if (boxed + (match.index - raw) >= offset) break;
    boxed += match.index - raw + 1;
    raw = match.index + match[0].length;
  }
  return raw + (offset - boxed);
}

/** The break new lines get: "\r\n" when the kept stretches' breaks are all "\r\n", else "\n". */
function breakOf(...kept: string[]): string {
  const breaks = kept.flatMap((part) => part.match(BREAK) ?? []);
  return breaks.length > 0 && breaks.every((b) => b === '\r\n') ? '\r\n' : '\n';
}

/**
 * Two stretches side by side. A lone "\r" meeting a "\n" would read as one "\r\n" break where the
 * box shows two: that "\r" becomes "\r\n", so both breaks stay and no CR is lost.
 */
const join = (left: string, right: string) => (left.endsWith('\r') && right.startsWith('\n') ? `${left}\n${right}` : left + right);

/** `text` with the box's range [from, to) replaced by `inserted`, every other byte kept. */
export function replaceInBox(text: string, from: number, to: number, inserted: string): string {
  return join(join(text.slice(0, textOffset(text, from)), inserted), text.slice(textOffset(text, to)));
}

/** The box's selection when an edit began (box offsets). */
export interface BoxSelection {
  from: number;
  to: number;
}

/** Whether `value` is `before` with exactly the selection replaced (not so for a Backspace at a caret, or an undo). */
const replacedSelection = (before: string, value: string, { from, to }: BoxSelection) =>
  from <= to && to <= before.length && value.length >= from + before.length - to && value.startsWith(before.slice(0, from)) && value.endsWith(before.slice(to));

/** The box range [from, to) an edit rewrote: the selection it replaced, or else the stretch that differs. */
function editedRange(before: string, value: string, selection?: BoxSelection): BoxSelection {
  if (selection && replacedSelection(before, value, selection)) return selection;
  let start = 0;
  while (start < before.length && start < value.length && before[start] === value[start]) start++;
  let end = 0;
  while (end < before.length - start && end < value.length - start && before[before.length - 1 - end] === value[value.length - 1 - end]) end++;
  return { from: start, to: before.length - end };
}

/**
 * The exact text after the box changed from showing `text` to `value` (`selection`: the box's
 * selection as the edit began). The edited range is written anew, its breaks as those of the text
 * kept around it: typing or pasting over all of a CRLF file starts a new text, written with the
 * box's LF, even where it repeats the old first lines or final break.
 */
export function applyBoxEdit(text: string, value: string, selection?: BoxSelection): string {
  const before = boxValue(text);
  if (before === value) return text;
  const { from, to } = editedRange(before, value, selection);
  const lineBreak = breakOf(text.slice(0, textOffset(text, from)), text.slice(textOffset(text, to)));
  const inserted = value.slice(from, value.length - (before.length - to)).replace(/\n/g, lineBreak);
  return replaceInBox(text, from, to, inserted);
}
