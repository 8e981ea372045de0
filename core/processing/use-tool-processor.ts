import { useMemo } from 'react';
import { useTool } from '../plugin/tool-context';
import type { AnyProcessor, InputOf, OptionsOf, ResultOf } from './processor';
import type { RunOptions } from './pool';
import { runTool } from './run-tool';
import type { ToolJob } from './tool-job';

export type { RunOptions };

export interface ToolProcessor<P extends AnyProcessor> {
  /** Runs the current tool's processor (pool, engine or sandbox worker, or main thread, as its manifest says). */
  run(input: InputOf<P>, options: OptionsOf<P>, runOptions?: RunOptions): Promise<ResultOf<P>>;
}

/**
 * The current tool's processor, typed from the plugin's job handle (`plugins/<id>/job.ts`):
 *
 *   const processor = useToolProcessor(job);
 *   const outputs = await processor.run(input, options, { onProgress, signal });
 *
 * No plugin id is written anywhere: it comes from `useTool()`.
 */
export function useToolProcessor<P extends AnyProcessor>(job: ToolJob<P>): ToolProcessor<P> {
  void job;
  const tool = useTool();
  return useMemo(() => ({ run: (input, options, runOptions) => runTool<P>(tool, input, options, runOptions) }), [tool]);
}
