import type { ConsoleLine } from './outcome';

/** Most console lines kept (a logged text counts one line per line break in it). */
export const MAX_CONSOLE_LINES = 1000;
/** Most characters of console output kept in all, and in one line. */
export const MAX_CONSOLE_CHARS = 200_000;
export const MAX_LOG_LINE_CHARS = 10_000;

/** Line breaks in `text` from `start` on, plus one: how many lines it holds. */
function linesFrom(text: string, start: number): number {
  let count = 1;
  for (let at = text.indexOf('\n', start); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * A run's console output as the page shows it: one entry per line, at most MAX_CONSOLE_LINES lines
 * and MAX_CONSOLE_CHARS characters, a longer line ending in "…". What does not fit is counted
 * (`cut`), not kept: a snippet that logs 500 × 10,000 lines once froze the page for 29 s.
 * Adding the kept lines again gives the same lines (the page re-checks what the worker sends).
 */
export class ConsoleCap {
  readonly lines: ConsoleLine[] = [];
  /** Lines left out. */
  cut = 0;
  private chars = 0;

  add(level: ConsoleLine['level'], text: string): void {
    for (let start = 0; start <= text.length; ) {
      const room = Math.min(MAX_LOG_LINE_CHARS, MAX_CONSOLE_CHARS - this.chars);
      if (this.lines.length >= MAX_CONSOLE_LINES || room <= 0) {
        this.cut += linesFrom(text, start);
        return;
      }
      const breakAt = text.indexOf('\n', start);
      const end = breakAt < 0 ? text.length : breakAt;
      const line = end - start > room ? `${text.slice(start, start + room - 1)}…` : text.slice(start, end);
      this.lines.push({ level, text: line });
      this.chars += line.length;
      start = end + 1;
    }
  }
}
