import { BatchTool } from '../../core/ui/BatchTool';
import { OptimizerOptionsPanel } from './OptimizerOptionsPanel';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { PasteSvg } from './PasteSvg';
import { checkOptimizedRender } from './render-note';
import { SideBySide } from './SideBySide';

export default function SvgOptimizerScreen() {
  return (
    <BatchTool
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={OptimizerOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.optimize"
      finishResult={checkOptimizedRender}
      ExtraInput={PasteSvg}
      Compare={SideBySide}
    />
  );
}
