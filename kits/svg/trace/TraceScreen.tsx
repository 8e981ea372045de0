import { BatchTool } from '../../../core/ui/BatchTool';
import { useTool } from '../../../core/ui/tool-context';
import { DEFAULT_TRACE_OPTIONS, traceOptionsSchema } from './options';
import { TraceCompare } from './TraceCompare';
import { TraceOptionsPanel } from './TraceOptionsPanel';
import { registerTraceStrings } from './trace-strings';

/** The screen of png-to-svg and jpg-to-svg: the batch screen with the tracing options. */
export function TraceScreen() {
  registerTraceStrings(useTool().id);
  return (
    <BatchTool
      defaults={DEFAULT_TRACE_OPTIONS}
      schema={traceOptionsSchema}
      Options={TraceOptionsPanel}
      labels={{ working: 'status.working', done: 'status.done', failed: 'status.failed' }}
      fallbackErrorKey="errors.trace"
      Compare={TraceCompare}
    />
  );
}
