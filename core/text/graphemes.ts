const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters (grapheme clusters), so "é" and "👍🏽" count as one. */
export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter.segment(text)) count++;
  return count;
}
