import pLimit from 'p-limit';
import { useCallback } from 'react';
import { loadToolOptions } from '../../core/settings/tool-options';
import { readSvgSource, SVG_CONVERT_NS } from '../../kits/svg/source';
import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { splitName, withExtension } from '../../core/files/file-names';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { PdfOptionsPanel } from './PdfOptionsPanel';
import { PdfPagePreview } from './PdfPagePreview';
import { svgToPdf } from './pdf-writer';

registerSvgConvertStrings();

const oneAtATime = pLimit(1);
const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };

/** svg2pdf.js reads the SVG through the DOM, so each PDF is written on the main thread, one at a time. */
async function convert(file: File): Promise<File> {
  const options = loadToolOptions('svg-to-pdf', DEFAULT_OPTIONS, optionsSchema);
  const source = await readSvgSource(file);
  const pdf = await svgToPdf(source, options, splitName(file.name).base);
  return new File([pdf.bytes], withExtension(file.name, 'pdf'), { type: 'application/pdf' });
}

export default function SvgToPdfScreen() {
  const prepareFile = useCallback((file: File) => oneAtATime(() => convert(file)), []);
  return (
    <BatchTool
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={PdfOptionsPanel}
      labels={LABELS}
      fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`}
      prepareFile={prepareFile}
      Compare={PdfPagePreview}
    />
  );
}
