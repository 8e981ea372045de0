import { useMemo } from 'react';
import { useTool } from '../plugin/tool-context';
import type { AnyProcessor, InputOf, JobInput, JobOutput, OptionsOf, Processor, ResultOf } from './processor';
import type { RunOptions } from './pool';
import { runTool } from './run-tool';

export type { RunOptions };

export interface ToolProcessor<P extends AnyProcessor> {
  /** Runs the current tool's processor (pool, engine worker or main thread, as its manifest says). */
  run(input: InputOf<P>, options: OptionsOf<P>, runOptions?: RunOptions): Promise<ResultOf<P>>;
}

/**
 * The current tool's processor, typed from the processor module without bundling it:
 *
 *   const processor = useToolProcessor<typeof import('./processor').default>();
 *   const outputs = await processor.run(input, options, { onProgress, signal });
 *
 * No plugin id is written anywhere: it comes from `useTool()`.
 */
export function useToolProcessor<P extends AnyProcessor = Processor<unknown, JobInput, JobOutput[]>>(): ToolProcessor<P> {
  const tool = useTool();
  return useMemo(
    () => ({ run: (input, options, runOptions) => runTool<ResultOf<P>>(tool, input, options, runOptions) }),
    [tool],
  );
}
