import { defineProcessor } from '../../core/processing/processor';
import { traceImage } from '../../kits/svg/trace/processor';
import type { TraceOptions } from '../../kits/svg/trace/options';

/** Traced to SVG in a pool worker, as the other tracing tool does (kits/svg/trace). */
export default defineProcessor<TraceOptions>((input, options, context) => traceImage(input, options, context));
