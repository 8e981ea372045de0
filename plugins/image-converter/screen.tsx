import { BatchTool } from '../../core/ui/BatchTool';
import { beforeAfterNamed } from '../../core/ui/compare/BeforeAfter';
import { ConverterOptionsPanel } from './ConverterOptionsPanel';
import { DEFAULT_OPTIONS, optionsSchema } from './options';
import { job } from './job';

const Compare = beforeAfterNamed('compare.after');

export default function ImageConverterScreen() {
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_OPTIONS}
      schema={optionsSchema}
      Options={ConverterOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.conversion"
      Compare={Compare}
    />
  );
}
