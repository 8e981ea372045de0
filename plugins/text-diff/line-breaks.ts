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

/** The break new lines get: "\r\n" in a text whose breaks are all "\r\n", else "\n". */
function breakOf(text: string): string {
  const breaks = text.match(BREAK) ?? [];
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

/**
 * The exact text after the box changed from showing `text` to `value`: the changed stretch is
 * spliced in, its new breaks written as the text's own.
 */
export function applyBoxEdit(text: string, value: string): string {
  const before = boxValue(text);
  if (before === value) return text;
  let start = 0;
  while (start < before.length && start < value.length && before[start] === value[start]) start++;
  let end = 0;
  while (end < before.length - start && end < value.length - start && before[before.length - 1 - end] === value[value.length - 1 - end]) end++;
  const inserted = value.slice(start, value.length - end).replace(/\n/g, breakOf(text));
  return replaceInBox(text, start, before.length - end, inserted);
}
