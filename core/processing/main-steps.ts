import { runOnMainThread } from './main-thread';
import type { RunOptions } from './pool';
import type { AnyProcessor, InputOf, OptionsOf, ProcessContext, ResultOf } from './processor';

/**
 * A worker tool (`runsOn` pool or engine) may do on the page what its worker cannot, such as drawing
 * an SVG (browsers decode SVG only in a document), in a step before its worker job
 * (`plugins/<id>/before.main.ts`) or after it (`plugins/<id>/after.main.ts`). Each step is a
 * processor run like `runsOn: 'main'` (runOnMainThread: one at a time, the job's signal, progress
 * and timeout) with the job's options as its argument; `runTool` runs the steps around the worker
 * job, so every caller (BatchTool, recipes, single-result screens) gets them.
 */

/** The page's step before the worker: the job's input in, the input the worker gets out. */
export interface BeforeStep<P extends AnyProcessor> {
  (input: InputOf<P>, options: OptionsOf<P>, context: ProcessContext): Promise<InputOf<P>>;
  /** Whether an input needs the step (e.g. only SVGs): the others go straight to the worker, never waiting for the page. */
  takes?: (input: InputOf<P>) => boolean;
}

/** What the page's step after the worker gets: the job's input (as given, before any step), the worker's result, and the worker job again. */
export interface AfterStepJob<P extends AnyProcessor> {
  input: InputOf<P>;
  result: ResultOf<P>;
  /** Runs the worker job again on the same input with other options (e.g. finer precision). */
  again(options: OptionsOf<P>): Promise<ResultOf<P>>;
}

/** The page's step after the worker: the job's result in, the result its caller gets out. */
export type AfterStep<P extends AnyProcessor> = (job: AfterStepJob<P>, options: OptionsOf<P>, context: ProcessContext) => Promise<ResultOf<P>>;

/**
 * `export default beforeWorker<typeof processor>(step, takes)` in `plugins/<id>/before.main.ts`:
 * typed by the tool's worker processor, so its options are the job's and it hands the worker its input type.
 */
export function beforeWorker<P extends AnyProcessor>(step: BeforeStep<P>, takes?: (input: InputOf<P>) => boolean): BeforeStep<P> {
  return Object.assign(step, { takes });
}

/** `export default afterWorker<typeof processor>(step)` in `plugins/<id>/after.main.ts`. */
export function afterWorker<P extends AnyProcessor>(step: AfterStep<P>): AfterStep<P> {
  return step;
}

export interface MainSteps<P extends AnyProcessor> {
  before?: BeforeStep<P>;
  after?: AfterStep<P>;
}

/** The worker job: the pool or the tool's engine worker. */
export type WorkerJob<P extends AnyProcessor> = (input: InputOf<P>, options: OptionsOf<P>, runOptions: RunOptions) => Promise<ResultOf<P>>;

/** Shares of a row's progress bar for the page's steps; the worker job has the rest. */
export const BEFORE_SHARE = 0.3;
export const AFTER_SHARE = 0.1;

/**
 * The worker job with the page's steps around it. The caller hears one start (when the first step
 * starts) and one progress from 0 to 1 across the steps; the signal and timeout hold for each.
 */
export async function runWithMainSteps<P extends AnyProcessor>(
  steps: MainSteps<P>,
  worker: WorkerJob<P>,
  input: InputOf<P>,
  options: OptionsOf<P>,
  { signal, timeoutMs, onStart, onProgress }: RunOptions = {},
): Promise<ResultOf<P>> {
  let started = false;
  const start = () => {
    if (!started) onStart?.();
    started = true;
  };
  const span = (from: number, to: number): RunOptions['onProgress'] => (onProgress ? (value, stage) => onProgress(from + (to - from) * value, stage) : undefined);
  const { before, after } = steps;
  const runsBefore = before !== undefined && (before.takes?.(input) ?? true);
  const workFrom = runsBefore ? BEFORE_SHARE : 0;
  const workTo = after ? 1 - AFTER_SHARE : 1;

  const prepared = runsBefore ? await runOnMainThread(before, input, options, { signal, timeoutMs, onStart: start, onProgress: span(0, workFrom) }) : input;
  const result = await worker(prepared, options, { signal, timeoutMs, onStart: start, onProgress: span(workFrom, workTo) });
  if (!after) return result;
  const job: AfterStepJob<P> = { input, result, again: (next) => worker(prepared, next, { signal, timeoutMs }) };
  return runOnMainThread(after, job, options, { signal, timeoutMs, onStart: start, onProgress: span(workTo, 1) });
}
