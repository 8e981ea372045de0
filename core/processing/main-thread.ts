import pLimit from 'p-limit';
import { JobCancelledError, JobTimeoutError, ProcessingError, deserializeError, serializeError } from './errors';
import { jobClock } from './job-clock';
import type { Processor } from './processor';
import type { RunOptions } from './pool';

/** Main-thread jobs run one at a time: they share the thread with the page. */
const limit = pLimit(1);

/**
 * Runs a processor on the main thread (manifest `runsOn: 'main'`, for work that needs DOM APIs)
 * with the same contract as the pool: AbortSignal, staged progress, timeout, onStart.
 * Errors are passed through serialise/deserialise so a screen sees the same ProcessingError
 * shape as from a worker.
 */
export function runOnMainThread<Input, Options, Result>(
  processor: Processor<Options, Input, Result>,
  input: Input,
  options: Options,
  runOptions: RunOptions = {},
): Promise<Result> {
  const { signal, onStart, onProgress, timeoutMs } = runOptions;
  if (signal?.aborted) return Promise.reject(new JobCancelledError());
  return limit(async () => {
    if (signal?.aborted) throw new JobCancelledError();
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const interrupted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(timedOut ? new JobTimeoutError(timeoutMs!) : new JobCancelledError()), { once: true });
    });
    let timedOut = false;
    const clock = jobClock(timeoutMs, () => {
      timedOut = true;
      controller.abort();
    });
    onStart?.();
    clock.start();
    try {
      const work = processor(input, options, {
        progress: (value: number, stage) => {
          clock.stage(stage);
          onProgress?.(Math.min(1, Math.max(0, value)), stage);
        },
        signal: controller.signal,
      });
      return await Promise.race([work, interrupted]);
    } catch (error) {
      if (error instanceof JobCancelledError || error instanceof JobTimeoutError) throw error;
      throw error instanceof ProcessingError ? error : deserializeError(serializeError(error));
    } finally {
      clock.stop();
      signal?.removeEventListener('abort', stop);
    }
  });
}
