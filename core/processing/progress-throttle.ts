import type { Stage } from './processor';

/**
 * At most one progress report per PROGRESS_INTERVAL_MS leaves a worker: each report wakes the page's
 * main thread and may re-render a row, on the cores the jobs themselves need (a report per video
 * frame cost the page more than a second of main thread per clip).
 */
export const PROGRESS_INTERVAL_MS = 200;

export interface ThrottledProgress {
  report(value: number, stage?: Stage): void;
  /** Drops a report still waiting for its turn (the job has ended). */
  stop(): void;
}

/**
 * Passes a report at once when the interval has passed, the stage changes or the job is complete;
 * otherwise keeps the latest and sends it when the interval ends, so the last value is never lost.
 */
export function throttleProgress(
  send: (value: number, stage?: Stage) => void,
  intervalMs = PROGRESS_INTERVAL_MS,
  now: () => number = () => performance.now(),
): ThrottledProgress {
  let lastSentAt = -Infinity;
  let lastStage: Stage | undefined;
  let waiting: { value: number; stage?: Stage } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sendNow = (value: number, stage?: Stage) => {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
    lastSentAt = now();
    lastStage = stage;
    send(value, stage);
  };
  return {
    report(value, stage) {
      const elapsed = now() - lastSentAt;
      if (elapsed >= intervalMs || stage !== lastStage || value >= 1) return sendNow(value, stage);
      waiting = { value, stage };
      timer ??= setTimeout(() => waiting && sendNow(waiting.value, waiting.stage), intervalMs - elapsed);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}
