import { useEffect } from 'react';
import type { AnyProcessor, InputOf, OptionsOf, ResultOf } from './processor';
import type { ToolJob } from './tool-job';
import { useJob, type Job, type JobSettings } from './use-job';

/**
 * `useJob` run on every new input, for tools that work as you type (word-count, text-converter):
 * a newer input cancels the stale job; a null input clears the result. `deps` are the values the
 * input and options are made of (e.g. the text and the language), as for useEffect.
 */
export function useLatestResult<P extends AnyProcessor>(
  job: ToolJob<P>,
  input: InputOf<P> | null,
  options: OptionsOf<P>,
  deps: unknown[],
  settings?: Omit<JobSettings<P, ResultOf<P>>, 'finish'>,
): Job<P, ResultOf<P>> {
  const latest = useJob(job, settings);
  const { run, clear } = latest;
  useEffect(() => {
    if (input === null) clear();
    else void run(input, options);
    // The deps stand for input and options, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, clear, ...deps]);
  return latest;
}
