import pLimit from 'p-limit';
import { useCallback } from 'react';
import { ProcessingError } from '../../core/processing/errors';
import { NO_OPTIONS_SCHEMA } from '../../core/settings/tool-options';
import { readSvgSource, SVG_CONVERT_NS } from '../../core/svg/source';
import { registerSvgConvertStrings } from '../../core/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { splitName, withExtension } from '../../core/files/file-names';
import { svgToEps } from './eps-writer';
import { DrawBudgetError, EpsNumberError } from './eps-limits';

registerSvgConvertStrings();

const oneAtATime = pLimit(1);
const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };

/** The browser's XML parser reads the SVG, so the EPS is written on the main thread (it takes milliseconds). */
async function convert(file: File): Promise<File> {
  const source = await readSvgSource(file);
  let eps: string;
  try {
    eps = svgToEps(source.text, splitName(file.name).base).eps;
  } catch (error) {
    if (error instanceof DrawBudgetError) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.tooManyDrawn`, error.message, { limit: error.limit });
    if (error instanceof EpsNumberError) throw new ProcessingError(`${SVG_CONVERT_NS}:errors.numbersTooLarge`, error.message);
    throw new ProcessingError(`${SVG_CONVERT_NS}:errors.conversion`, error instanceof Error ? error.message : String(error));
  }
  return new File([eps], withExtension(file.name, 'eps'), { type: 'application/postscript' });
}

export default function SvgToEpsScreen() {
  const prepareFile = useCallback((file: File) => oneAtATime(() => convert(file)), []);
  return <BatchTool defaults={{}} schema={NO_OPTIONS_SCHEMA} labels={LABELS} fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`} prepareFile={prepareFile} />;
}
