import { BatchTool } from '../../../core/ui/BatchTool';
import { useTool } from '../../../core/ui/tool-context';
import type { FileProcessor } from '../../../core/processing/processor';
import type { ToolJob } from '../../../core/processing/tool-job';
import { DEFAULT_TRACE_OPTIONS, traceOptionsSchema, type TraceOptions } from './options';
import { TraceCompare } from './TraceCompare';
import { TraceOptionsPanel } from './TraceOptionsPanel';
import { registerTraceStrings } from './trace-strings';

/** The screen of png-to-svg and jpg-to-svg: the batch screen with the tracing options. */
export function TraceScreen({ job }: { job: ToolJob<FileProcessor<TraceOptions>> }) {
  registerTraceStrings(useTool().id);
  return (
    <BatchTool
      job={job}
      defaults={DEFAULT_TRACE_OPTIONS}
      schema={traceOptionsSchema}
      Options={TraceOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.trace"
      Compare={TraceCompare}
    />
  );
}
