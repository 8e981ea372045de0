import { BatchTool } from '../../core/ui/BatchTool';
import { CompressCompare } from './CompressCompare';
import { batchBudgetPlan } from './batch-plan';
import { CompressOptionsPanel } from './CompressOptionsPanel';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { job } from './job';

export default function ImageCompressScreen() {
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={CompressOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.compression"
      Compare={CompressCompare}
      plan={batchBudgetPlan}
    />
  );
}
