import { useEffect, useState } from 'react';
import { JobCancelledError, ProcessingError } from './errors';
import type { AnyProcessor, InputOf, OptionsOf, ResultOf } from './processor';
import type { ToolJob } from './tool-job';
import { useToolProcessor } from './use-tool-processor';

export interface LatestResult<R> {
  /** The newest finished result; kept while a newer job works, so the screen does not flash. */
  result: R | undefined;
  working: boolean;
  error: ProcessingError | undefined;
}

/**
 * Runs the current tool's processor off the main thread on every new input, for tools that work
 * as you type (word-count, text-converter): a newer input cancels the stale job. `job` is the
 * plugin's handle (plugins/<id>/job.ts), `deps` the
 * values the input and options are made of (e.g. the text and the language), as for useEffect.
 */
export function useLatestResult<P extends AnyProcessor>(
  job: ToolJob<P>,
  input: InputOf<P> | null,
  options: OptionsOf<P>,
  deps: unknown[],
): LatestResult<ResultOf<P>> {
  const processor = useToolProcessor(job);
  const [state, setState] = useState<LatestResult<ResultOf<P>>>({ result: undefined, working: false, error: undefined });

  useEffect(() => {
    if (input === null) {
      setState({ result: undefined, working: false, error: undefined });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, working: true }));
    processor.run(input, options, { signal: controller.signal }).then(
      (result) => setState({ result, working: false, error: undefined }),
      (error: unknown) => {
        if (error instanceof JobCancelledError || controller.signal.aborted) return;
        const failure = error instanceof ProcessingError ? error : new ProcessingError('errors.unknown', String(error));
        setState((previous) => ({ ...previous, working: false, error: failure }));
      },
    );
    return () => controller.abort();
    // The deps stand for input and options, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processor, ...deps]);

  return state;
}
