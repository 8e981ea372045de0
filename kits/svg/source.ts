import { ProcessingError } from '../../core/processing/errors';
import { MAX_SVG_BYTES } from '../../core/ui/safe-image-url';
import { EntityExpansionError, entityExpansionSize, MAX_ENTITY_EXPANSION } from './entities';
import { readSvgSize, type SvgSize } from './svg-size';
import { decodeSvgText, looksLikeSvg } from './svg-text';
import { checkSvgXml } from './xml-check';

/** The namespace of the strings the SVG conversion tools share (kits/svg/locales). */
export const SVG_CONVERT_NS = 'svg-convert';


export interface SvgSource {
  text: string;
  size: SvgSize;
}

const fail = (key: string, message: string, params?: Record<string, string | number>) => new ProcessingError(`${SVG_CONVERT_NS}:errors.${key}`, message, params);

/**
 * Main thread: reads an uploaded SVG and refuses, with a translated reason, what no converter
 * should touch: empty, too big, not SVG, an entity bomb, XML that does not parse.
 */
export async function readSvgSource(file: Blob): Promise<SvgSource> {
  // The same ceiling as previews (a bigger SVG freezes the page while parsing).
  if (file.size > MAX_SVG_BYTES) throw fail('fileTooLarge', `SVG larger than ${MAX_SVG_BYTES} bytes`, { limit: MAX_SVG_BYTES / 1024 / 1024 });
  return parseSvgSource(new Uint8Array(await file.arrayBuffer()));
}

/** The checks of readSvgSource on bytes already read. */
export function parseSvgSource(bytes: Uint8Array): SvgSource {
  if (bytes.length === 0) throw new ProcessingError('errors.empty', 'The file is empty');
  const text = decodeSvgText(bytes);
  if (!looksLikeSvg(text)) throw fail('notSvg', 'Not an SVG file');
  try {
    entityExpansionSize(text);
  } catch (error) {
    if (error instanceof EntityExpansionError) throw fail('entities', error.message, { limit: MAX_ENTITY_EXPANSION / 1_000_000 });
    throw error;
  }
  const problem = checkSvgXml(text);
  if (problem?.kind === 'notSvg') throw fail('notSvg', problem.message);
  if (problem) {
    if (problem.line) throw fail('invalidAt', problem.message, { line: problem.line, column: problem.column ?? 0 });
    throw fail('invalid', problem.message);
  }
  const size = readSvgSize(text);
  if (!size) throw fail('notSvg', 'No <svg> element');
  return { text, size };
}
