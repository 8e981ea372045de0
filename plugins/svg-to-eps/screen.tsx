import pLimit from 'p-limit';
import { useCallback } from 'react';
import { ProcessingError } from '../../core/processing/errors';
import { readSvgSource, SVG_CONVERT_NS } from '../../kits/svg/source';
import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { splitName, withExtension } from '../../core/files/file-names';
import { svgToEps } from './eps-writer';

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
    throw new ProcessingError(`${SVG_CONVERT_NS}:errors.conversion`, error instanceof Error ? error.message : String(error));
  }
  return new File([eps], withExtension(file.name, 'eps'), { type: 'application/postscript' });
}

export default function SvgToEpsScreen() {
  const prepareFile = useCallback((file: File) => oneAtATime(() => convert(file)), []);
  return <BatchTool defaults={{}} labels={LABELS} fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`} prepareFile={prepareFile} />;
}
