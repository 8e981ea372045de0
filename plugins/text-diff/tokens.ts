/** How texts are cut into the units the diff compares. Pure, shared by the worker and tests. */

export const DIFF_MODES = ['lines', 'words', 'chars'] as const;
export type DiffMode = (typeof DIFF_MODES)[number];

export interface CompareOptions {
  mode: DiffMode;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

const WHITESPACE = /^\s+$/u;
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Lines without their breaks; a final line break does not start an empty last line. */
export function splitLines(text: string): string[] {
  if (!text) return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Appends each piece, merging runs of whitespace into one token. */
function mergeWhitespaceRuns(pieces: Iterable<string>): string[] {
  const tokens: string[] = [];
  for (const piece of pieces) {
    const last = tokens.length - 1;
    if (last >= 0 && WHITESPACE.test(piece) && WHITESPACE.test(tokens[last])) tokens[last] += piece;
    else tokens.push(piece);
  }
  return tokens;
}

/** Glues each whitespace run onto the token before it, so whitespace alone never differs. */
function attachWhitespace(tokens: string[]): string[] {
  const glued: string[] = [];
  for (const token of tokens) {
    if (glued.length && WHITESPACE.test(token)) glued[glued.length - 1] += token;
    else glued.push(token);
  }
  return glued;
}

/**
 * Segments line by line: no word or grapheme spans a line feed, and some engines (Node 20's V8)
 * take quadratic time to walk one long string's segments.
 */
function* segmentByLine(segmenter: Intl.Segmenter, text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline + 1;
    for (const { segment } of segmenter.segment(text.slice(start, end))) yield segment;
    start = end;
  }
}

/** Tokens whose concatenation is exactly the text (lines mode joins with line breaks instead). */
export function tokenize(text: string, mode: DiffMode, ignoreWhitespace: boolean): string[] {
  if (mode === 'lines') return splitLines(text);
  const tokens = mergeWhitespaceRuns(segmentByLine(mode === 'words' ? wordSegmenter : graphemeSegmenter, text));
  return ignoreWhitespace ? attachWhitespace(tokens) : tokens;
}

/** What a token is compared by: case folded and whitespace normalised when the options say so. */
export function comparisonKey(token: string, options: CompareOptions): string {
  let key = options.ignoreCase ? token.toLowerCase() : token;
  if (options.ignoreWhitespace) key = options.mode === 'lines' ? key.replace(/\s+/gu, ' ').trim() : key.trimEnd();
  return key;
}

export const isWhitespace = (token: string) => WHITESPACE.test(token);
