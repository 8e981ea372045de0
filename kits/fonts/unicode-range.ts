/** Parses a CSS unicode-range ("U+23,U+30-39,U+1f1e6-1f1ff") into [start, end] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end, 16)];
  });
}

export const inRanges = (point: number, ranges: [number, number][]) => ranges.some(([start, end]) => point >= start && point <= end);
