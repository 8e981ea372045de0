import { describe, expect, it } from 'vitest';
import { ConsoleCap, MAX_CONSOLE_CHARS, MAX_CONSOLE_LINES, MAX_LOG_LINE_CHARS } from './console-cap';

const added = (texts: string[]) => {
  const cap = new ConsoleCap();
  for (const text of texts) cap.add('log', text);
  return cap;
};

describe('ConsoleCap', () => {
  it('keeps a line per line break, empty lines included', () => {
    expect(added(['a\nb', '', 'c\n']).lines.map((line) => line.text)).toEqual(['a', 'b', '', 'c', '']);
  });

  it('keeps the first MAX_CONSOLE_LINES lines and counts every line left out', () => {
    const cap = added(Array.from({ length: 500 }, () => 'y\n'.repeat(5000)));
    expect(cap.lines).toHaveLength(MAX_CONSOLE_LINES);
    expect(cap.cut).toBe(500 * 5001 - MAX_CONSOLE_LINES);
  });

  it('ends a long line in "…" and stops at MAX_CONSOLE_CHARS in all', () => {
    const cap = added(Array.from({ length: 100 }, () => 'x'.repeat(MAX_LOG_LINE_CHARS * 2)));
    expect(cap.lines[0].text).toHaveLength(MAX_LOG_LINE_CHARS);
    expect(cap.lines[0].text.endsWith('…')).toBe(true);
    expect(cap.lines.reduce((sum, line) => sum + line.text.length, 0)).toBe(MAX_CONSOLE_CHARS);
    expect(cap.lines.length + cap.cut).toBe(100);
  });

  it('gives the same lines when its lines are added again (the page re-checks the worker’s)', () => {
    const first = added(['short', 'x'.repeat(MAX_LOG_LINE_CHARS * 3), 'a\nb\nc', ...Array.from({ length: 30 }, () => 'z'.repeat(9000))]);
    const again = new ConsoleCap();
    for (const line of first.lines) again.add(line.level, line.text);
    expect(again.lines).toEqual(first.lines);
    expect(again.cut).toBe(0);
  });
});
