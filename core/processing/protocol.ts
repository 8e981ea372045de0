import type { SerializedError } from './errors';

export interface RunJobMessage {
  type: 'run';
  jobId: number;
  pluginId: string;
  input: unknown;
  options: unknown;
}

export type WorkerReply =
  | { type: 'progress'; jobId: number; value: number }
  | { type: 'done'; jobId: number; output: unknown }
  | { type: 'error'; jobId: number; error: SerializedError };
