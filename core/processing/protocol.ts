import type { SerializedError } from './errors';
import type { Stage } from './processor';

export interface RunJobMessage {
  type: 'run';
  jobId: number;
  pluginId: string;
  input: unknown;
  options: unknown;
}

/** Asks the worker to abort a running job's signal; the pool terminates the worker if it does not stop in time. */
export interface CancelJobMessage {
  type: 'cancel';
  jobId: number;
}

/** Loads a plugin's processor (and whatever its `warm` export prepares) before its first job. */
export interface WarmMessage {
  type: 'warm';
  pluginId: string;
}

export type WorkerMessage = RunJobMessage | CancelJobMessage | WarmMessage;

export type WorkerReply =
  | { type: 'progress'; jobId: number; value: number; stage?: Stage }
  | { type: 'done'; jobId: number; output: unknown }
  | { type: 'error'; jobId: number; error: SerializedError };
