import { optimize } from 'svgo/browser';
import { ProcessingError } from '../../core/processing/errors';
import { refuseEntityBombs, refuseUseFanOut } from '../../kits/svg/markup-guard';
import { looksLikeSvg } from '../../kits/svg/svg-text';
import type { OptimizerOptions } from './options';
import { svgoConfig } from './svgo-config';

/** Larger SVG files are refused: svgo holds the whole tree in memory, several times the text. */
export const MAX_SVG_BYTES = 50 * 1024 * 1024;

export interface OptimizeResult {
  text: string;
  /** Whole percent saved, 0–100 (negative when svgo made it larger). */
  reductionPercent: number;
  /** <script>, on…= or javascript: were present and removed. */
  removedActiveContent: boolean;
  /** Decimals svgo rounded to. */
  precision: number;
}

const ACTIVE_CONTENT = /<(?:[\w.-]+:)?script[\s>/]|\son[a-z]+\s*=|javascript:|attributeName\s*=\s*["']\s*(?:[\w.-]+:)?href\b/i;

/** An output this much larger than its input is an expansion (of entities, say), not an optimisation. */
export const maxOutputBytes = (inputBytes: number) => 4 * inputBytes + 1024 * 1024;

interface SvgoParseError {
  name: string;
  reason?: string;
  line?: number;
  column?: number;
}

/** svgo's SVG text → optimised text, or a ProcessingError a visitor can read (with line and column). */
export function optimizeSvg(text: string, byteLength: number, options: OptimizerOptions): OptimizeResult {
  if (byteLength === 0 || !text.trim()) throw new ProcessingError('errors.empty', 'The file is empty');
  if (byteLength > MAX_SVG_BYTES) throw new ProcessingError('errors.tooLarge', 'The SVG is too large', { megabytes: Math.round(byteLength / 1048576) });
  if (!looksLikeSvg(text)) throw new ProcessingError('errors.notSvg', 'Not an SVG file');
  refuseEntityBombs(text);
  let output: string;
  const config = svgoConfig(text, options);
  try {
    output = optimize(text, config).data;
  } catch (error) {
    const parse = error as SvgoParseError;
    if (parse?.name === 'SvgoParserError') {
      throw new ProcessingError('errors.invalid', `Invalid SVG code: ${parse.reason}`, { line: parse.line ?? 0, column: parse.column ?? 0, reason: parse.reason ?? '' });
    }
    throw new ProcessingError('errors.optimize', error instanceof Error ? error.message : String(error));
  }
  // svgo has parsed it: the text is well-formed. Its result is drawn next, on the page.
  refuseUseFanOut(text);
  if (!looksLikeSvg(output)) throw new ProcessingError('errors.notSvg', 'Not an SVG file');
  const after = new TextEncoder().encode(output).length;
  if (after > maxOutputBytes(byteLength)) {
    throw new ProcessingError('errors.outputTooLarge', `svgo made ${after} bytes of ${byteLength}`, { megabytes: Math.round(after / 104857.6) / 10 });
  }
  return {
    text: output,
    reductionPercent: Math.round((1 - after / byteLength) * 100),
    removedActiveContent: options.removeScripts && ACTIVE_CONTENT.test(text) && !ACTIVE_CONTENT.test(output),
    precision: config.floatPrecision ?? 3,
  };
}
