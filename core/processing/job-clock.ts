import type { Stage } from './processor';

export interface JobClock {
  /** The job has begun (its worker took it up): the limit runs from now, unless it is loading. */
  start(): void;
  /** The job reported a stage: `loading-engine` stops the clock, any other starts the full limit afresh. */
  stage(stage: Stage | undefined): void;
  stop(): void;
}

/**
 * A job's time limit (`RunOptions.timeoutMs`). Fetching and compiling an engine is the worker's
 * start-up, paid once and slow on a busy machine, not the job's work: while the job reports
 * `loading-engine` the clock stands still, and the stage after it gets the whole limit. A job that
 * never reports that stage is limited from its start, as before.
 */
export function jobClock(limitMs: number | undefined, onTimeout: () => void): JobClock {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let loading = false;
  const halt = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    halt();
    if (limitMs) timer = setTimeout(onTimeout, limitMs);
  };
  return {
    start() {
      started = true;
      if (!loading) arm();
    },
    stage(stage) {
      if ((stage === 'loading-engine') === loading) return;
      loading = !loading;
      if (!started) return;
      if (loading) halt();
      else arm();
    },
    stop() {
      started = false;
      halt();
    },
  };
}
