import { useEffect, useState } from 'react';
import { JobCancelledError, ProcessingError } from '../../core/processing/errors';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
import { JOB_TIMEOUT_MS, MAX_SIDE_CHARS, MAX_SIDE_MB } from './limits';
import type { DiffInput, DiffOutput } from './processor';
import type { CompareOptions } from './tokens';
import { job as diffJob } from './job';

export type DiffJob =
  | { status: 'idle' }
  | { status: 'working'; progress: number; previous?: DiffOutput }
  | { status: 'done'; result: DiffOutput }
  | { status: 'failed'; error: ProcessingError };

const asProcessingError = (error: unknown) =>
  error instanceof ProcessingError ? error : new ProcessingError('errors.unknown', error instanceof Error ? error.message : String(error));

/**
 * Runs the comparison in the worker pool whenever the (debounced) inputs or options change; a
 * change cancels the stale run, which stops its worker.
 */
export function useDiffJob(input: DiffInput, options: CompareOptions): DiffJob {
  const [job, setJob] = useState<DiffJob>({ status: 'idle' });
  const processor = useToolProcessor(diffJob);
  const { left, right, leftName, rightName } = input;
  const { mode, ignoreCase, ignoreWhitespace } = options;

  useEffect(() => {
    if (!left && !right) {
      setJob({ status: 'idle' });
      return;
    }
    if (left.length > MAX_SIDE_CHARS || right.length > MAX_SIDE_CHARS) {
      setJob({ status: 'failed', error: new ProcessingError('errors.tooLarge', 'Too large', { mb: MAX_SIDE_MB }) });
      return;
    }
    const controller = new AbortController();
    setJob((previous) => ({ status: 'working', progress: 0, previous: previous.status === 'done' ? previous.result : previous.status === 'working' ? previous.previous : undefined }));
    processor.run({ left, right, leftName, rightName }, { mode, ignoreCase, ignoreWhitespace }, {
      signal: controller.signal,
      timeoutMs: JOB_TIMEOUT_MS,
      onProgress: (progress) => setJob((current) => (current.status === 'working' ? { ...current, progress } : current)),
    }).then(
      (result) => setJob({ status: 'done', result }),
      (error: unknown) => {
        if (error instanceof JobCancelledError || controller.signal.aborted) return;
        setJob({ status: 'failed', error: asProcessingError(error) });
      },
    );
    return () => controller.abort();
  }, [processor, left, right, leftName, rightName, mode, ignoreCase, ignoreWhitespace]);

  return job;
}
