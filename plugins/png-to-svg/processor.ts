// The tracing work is shared with the other tracing tool: kits/svg/trace.
export { traceProcessor as default } from '../../kits/svg/trace/processor';
