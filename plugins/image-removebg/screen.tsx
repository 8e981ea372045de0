import { BatchTool } from '../../core/ui/BatchTool';
import { beforeAfterNamed } from '../../core/ui/compare/BeforeAfter';
import { defaultRemovebgOptions, removebgOptionsSchema } from './options';
import { RemovebgOptionsPanel } from './RemovebgOptionsPanel';
import { job } from './job';

const Compare = beforeAfterNamed('compare.after');

export default function ImageRemovebgScreen() {
  return (
    <BatchTool
      job={job}
      defaults={defaultRemovebgOptions}
      schema={removebgOptionsSchema}
      Options={RemovebgOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.processFailed"
      Compare={Compare}
    />
  );
}
