import { registerSvgConvertStrings } from '../../kits/svg/strings';
import { BatchTool } from '../../core/ui/BatchTool';
import { OptimizerOptionsPanel } from './OptimizerOptionsPanel';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { PasteSvg } from './PasteSvg';
import { SideBySide } from './SideBySide';
import { job } from './job';

// Refusals of the shared SVG checks (entities, <use> fan-out) come with the shared strings' keys.
registerSvgConvertStrings();

export default function SvgOptimizerScreen() {
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={OptimizerOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.optimize"
      ExtraInput={PasteSvg}
      Compare={SideBySide}
    />
  );
}
