import { JobTimeoutError } from '../../core/processing/errors';
import type { RunOutcome } from './outcome';

/**
 * What the runner shows for a job that ended without an outcome: the job's timeout (its worker
 * did not answer in time and was stopped) reads as the snippet timing out; a crashed worker or
 * anything else as an unknown error.
 */
export function outcomeOfFailure(error: unknown): RunOutcome {
  return { status: error instanceof JobTimeoutError ? 'timeout' : 'unknown', logs: [] };
}
