import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTool } from '../plugin/tool-context';
import type { ProcessingError } from './errors';
import { JobSlot, type JobOutcome } from './job-slot';
import type { AnyProcessor, InputOf, OptionsOf, ResultOf, Stage } from './processor';
import type { ToolJob } from './tool-job';
import { useToolProcessor } from './use-tool-processor';

export type { JobOutcome };

export interface JobSettings<P extends AnyProcessor, T> {
  /** Stops the job (and its worker) after this long; it fails with `errors.timedOut`. */
  timeoutMs?: number;
  /** Turns the processor's result into what the screen keeps, on the page (part of the run: a newer run drops it too). */
  finish?: (result: ResultOf<P>, options: OptionsOf<P>) => T | Promise<T>;
  /** The key a failure that is not a ProcessingError reads as (default `errors.unknown`). */
  fallbackErrorKey?: string;
  /** Shows a failure as a result rather than an error (a code runner shows its stopped worker as the snippet's outcome). */
  failure?: (error: ProcessingError) => T;
}

export interface JobState<T> {
  /** The newest finished result: kept while the next run works and when it fails, so the screen does not flash. */
  result: T | undefined;
  working: boolean;
  /** The running job's progress, 0 to 1, and its stage. */
  progress: number;
  stage: Stage | undefined;
  /** Why the newest run failed; cleared when the next one starts. */
  error: ProcessingError | undefined;
  /** `error` in the visitor's language: the tool's strings, then the shell's. */
  errorMessage: string | undefined;
}

export interface Job<P extends AnyProcessor, T> extends JobState<T> {
  /**
   * Runs the tool's processor; a run still working is cancelled and its result dropped. The input may
   * come from a promise (something made on the page first): its failure fails the run.
   */
  run(input: InputOf<P> | Promise<InputOf<P>>, options: OptionsOf<P>): Promise<JobOutcome<T>>;
  /** Stops the running job; the last result stays. */
  cancel(): void;
  /** Stops the running job and forgets the result and the error (the input was emptied). */
  clear(): void;
}

type Progress = Pick<JobState<unknown>, 'result' | 'working' | 'progress' | 'stage' | 'error'>;
const IDLE: Progress = { result: undefined, working: false, progress: 0, stage: undefined, error: undefined };

/**
 * The page's one way to run a tool's job and show it: progress, cancel, the previous result kept
 * while the next runs, stale results dropped, failures as translated messages. `job` is the plugin's
 * handle (plugins/<id>/job.ts), which types the input, options and result. A job that runs on
 * every change (as you type) calls `run` from an effect; the hook cancels its job on unmount.
 */
export function useJob<P extends AnyProcessor, T = ResultOf<P>>(job: ToolJob<P>, settings: JobSettings<P, T> = {}): Job<P, T> {
  const processor = useToolProcessor(job);
  const tool = useTool();
  const { t } = useTranslation([tool.id, 'common']);
  const [state, setState] = useState<Progress>(IDLE);
  const slot = useRef(new JobSlot()).current;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => () => slot.cancel(), [slot]);

  const run = useCallback(
    async (input: InputOf<P> | Promise<InputOf<P>>, options: OptionsOf<P>): Promise<JobOutcome<T>> => {
      const { timeoutMs, finish, fallbackErrorKey, failure } = settingsRef.current;
      setState((previous) => ({ ...previous, working: true, progress: 0, stage: undefined, error: undefined }));
      const outcome = await slot.run(async (signal) => {
        const result = await processor.run(input instanceof Promise ? await input : input, options, {
          signal,
          timeoutMs,
          onProgress: (progress, stage) => !signal.aborted && setState((previous) => ({ ...previous, progress, stage })),
        });
        return finish ? finish(result, options) : (result as unknown as T);
      }, fallbackErrorKey);
      // A transition: a large result (text-diff's rows) renders in slices between the page's other
      // work instead of one long task, the previous result showing until it is ready.
      if (outcome.status === 'done') startTransition(() => setState({ ...IDLE, result: outcome.result }));
      else if (outcome.status === 'failed' && failure) setState({ ...IDLE, result: failure(outcome.error) });
      else if (outcome.status === 'failed') setState((previous) => ({ ...previous, working: false, error: outcome.error }));
      return outcome;
    },
    [processor, slot],
  );

  const cancel = useCallback(() => {
    slot.cancel();
    setState((previous) => ({ ...previous, working: false }));
  }, [slot]);

  const clear = useCallback(() => {
    slot.cancel();
    setState(IDLE);
  }, [slot]);

  const { error } = state;
  const errorMessage = useMemo(() => error && t(error.key, { ...error.params, ns: [tool.id, 'common'], defaultValue: error.message }), [error, t, tool.id]);
  return { ...(state as Progress & { result: T | undefined }), errorMessage, run, cancel, clear };
}
