import { ProcessingError } from '../../core/processing/errors';
import { MAX_SVG_BYTES } from '../../core/ui/safe-image-url';
import { refuseEntityBombs, refuseUseFanOut } from './markup-guard';
import { SVG_CONVERT_NS } from './namespace';
import { readSvgSize, type SvgSize } from './svg-size';
import { decodeSvgText, looksLikeSvg } from './svg-text';
import { checkSvgXml } from './xml-check';

export { SVG_CONVERT_NS };

export interface SvgSource {
  text: string;
  size: SvgSize;
}

const fail = (key: string, message: string, params?: Record<string, string | number>) => new ProcessingError(`${SVG_CONVERT_NS}:errors.${key}`, message, params);

/**
 * Main thread: reads an uploaded SVG and refuses, with a translated reason, what no converter
 * should touch: empty, too big, not SVG, an entity bomb, XML that does not parse, `<use>` fan-out.
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
  refuseEntityBombs(text);
  const problem = checkSvgXml(text);
  if (problem?.kind === 'notSvg') throw fail('notSvg', problem.message);
  if (problem) {
    if (problem.line) throw fail('invalidAt', problem.message, { line: problem.line, column: problem.column ?? 0 });
    throw fail('invalid', problem.message);
  }
  refuseUseFanOut(text);
  const size = readSvgSize(text);
  if (!size) throw fail('notSvg', 'No <svg> element');
  return { text, size };
}
