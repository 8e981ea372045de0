import { NO_OPTIONS_SCHEMA } from '../../core/settings/tool-options';
import { SVG_CONVERT_NS } from '../../kits/svg/source';
import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { job } from './job';

registerSvgConvertStrings();

const LABELS = { working: `${SVG_CONVERT_NS}:status.working`, done: `${SVG_CONVERT_NS}:status.done`, failed: `${SVG_CONVERT_NS}:status.failed` };

export default function SvgToEpsScreen() {
  return <BatchTool job={job} defaults={{}} schema={NO_OPTIONS_SCHEMA} labels={LABELS} fallbackErrorKey={`${SVG_CONVERT_NS}:errors.conversion`} />;
}
