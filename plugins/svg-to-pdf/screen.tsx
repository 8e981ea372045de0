import { SVG_CONVERT_NS } from '../../kits/svg/source';
import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { PdfOptionsPanel } from './PdfOptionsPanel';
import { PdfPagePreview } from './PdfPagePreview';
import { job } from './job';

registerSvgConvertStrings();

const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };

export default function SvgToPdfScreen() {
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={PdfOptionsPanel}
      labels={LABELS}
      fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`}
      Compare={PdfPagePreview}
    />
  );
}
