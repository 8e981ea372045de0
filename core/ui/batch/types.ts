import type { FileInfo } from '../../processing/processor';

export type RowStatus = 'queued' | 'working' | 'done' | 'failed';

export interface RowError {
  key: string;
  message: string;
  params?: Record<string, string | number>;
}

export interface RowResult {
  blob: Blob;
  name: string;
  type: string;
  info?: FileInfo;
}

/** One file in a batch, from upload to result. */
export interface BatchRow {
  id: string;
  file: File;
  status: RowStatus;
  progress: number;
  result?: RowResult;
  error?: RowError;
  elapsedMs?: number;
}
