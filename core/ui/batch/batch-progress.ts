import type { BatchRow } from './types';

export interface BatchProgress {
  /** Rows still queued or working. */
  remaining: number;
  /** Seconds until the batch ends at the pace so far, once enough rows have finished to tell. */
  secondsLeft?: number;
}

/** Rows finished in this run before the pace is trusted. */
const PACE_AFTER = 3;

/**
 * What is left of a running batch, and when it should end: the rows finished since the earliest
 * still-counted start, over the time that took. Rows found already saved in a folder took no time
 * and do not count towards the pace.
 */
export function batchProgress(rows: readonly BatchRow[], now: number): BatchProgress {
  let remaining = 0;
  let finished = 0;
  let since = Infinity;
  for (const row of rows) {
    if (row.status === 'queued' || row.status === 'working') remaining++;
    if (row.startedAt === undefined || row.savedToFolder === 'found') continue;
    since = Math.min(since, row.startedAt);
    if (row.status === 'done' || row.status === 'failed') finished++;
  }
  if (!remaining || finished < PACE_AFTER || !(now > since)) return { remaining };
  return { remaining, secondsLeft: Math.ceil(((now - since) / finished) * remaining / 1000) };
}
