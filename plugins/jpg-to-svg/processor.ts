// The tracing work is shared with the other tracing tool: core/svg/trace.
export { traceProcessor as default } from '../../core/svg/trace/processor';
