import type { SerializedError } from './errors';
import type { Stage } from './processor';

/** A job for a plugin's processor; typed by the page that sends it (`runTool`), unknown to the worker that loads the processor by id. */
export interface RunJobMessage<Input = unknown, Options = unknown> {
  type: 'run';
  jobId: number;
  pluginId: string;
  input: Input;
  options: Options;
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

export type WorkerReply<Result = unknown> =
  | { type: 'progress'; jobId: number; value: number; stage?: Stage }
  | { type: 'done'; jobId: number; output: Result }
  | { type: 'error'; jobId: number; error: SerializedError };
