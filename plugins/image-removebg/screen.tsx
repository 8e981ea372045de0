import { BatchTool } from '../../core/ui/BatchTool';
import { beforeAfterNamed } from '../../core/ui/compare/BeforeAfter';
import { defaultRemovebgOptions, removebgOptionsSchema } from './options';
import { RemovebgOptionsPanel } from './RemovebgOptionsPanel';

const Compare = beforeAfterNamed('compare.after');

export default function ImageRemovebgScreen() {
  return (
    <BatchTool
      defaults={defaultRemovebgOptions}
      schema={removebgOptionsSchema}
      Options={RemovebgOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.processFailed"
      Compare={Compare}
    />
  );
}
