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

/** Tokens whose concatenation is exactly the text (lines mode joins with line breaks instead). */
export function tokenize(text: string, mode: DiffMode, ignoreWhitespace: boolean): string[] {
  if (mode === 'lines') return splitLines(text);
  const segmenter = mode === 'words' ? wordSegmenter : graphemeSegmenter;
  const pieces = (function* () {
    for (const { segment } of segmenter.segment(text)) yield segment;
  })();
  const tokens = mergeWhitespaceRuns(pieces);
  return ignoreWhitespace ? attachWhitespace(tokens) : tokens;
}

/** What a token is compared by: case folded and whitespace normalised when the options say so. */
export function comparisonKey(token: string, options: CompareOptions): string {
  let key = options.ignoreCase ? token.toLowerCase() : token;
  if (options.ignoreWhitespace) key = options.mode === 'lines' ? key.replace(/\s+/gu, ' ').trim() : key.trimEnd();
  return key;
}

export const isWhitespace = (token: string) => WHITESPACE.test(token);
