import type { FileInfo, Stage } from '../../processing/processor';

export type RowStatus = 'queued' | 'working' | 'done' | 'failed';

export interface RowError {
  key: string;
  message: string;
  params?: Record<string, string | number>;
}

/** A file a job produced, as a Blob typed with its MIME type. */
export interface RowFileOutput {
  kind: 'file';
  /** Made when first read (outputs.ts): read `size` (outputSize) for the size alone. */
  blob: Blob;
  /** The bytes' length, known without making the Blob (absent: blob.size). */
  size?: number;
  name: string;
  type: string;
  folder?: string;
  info?: FileInfo;
  /** Made by the worker, a `data:` URL: the row shows it instead of decoding the output again. */
  thumbnail?: string;
}

/** A text a job produced (e.g. an HTML snippet); `label` is a key in the tool's namespace. */
export interface RowTextOutput {
  kind: 'text';
  label: string;
  text: string;
  language?: string;
}

export type RowOutput = RowFileOutput | RowTextOutput;

/** One file in a batch, from upload to result. */
export interface BatchRow {
  id: string;
  file: File;
  status: RowStatus;
  progress: number;
  stage?: Stage;
  /** Every output of the finished job, in the processor's order. */
  outputs?: RowOutput[];
  /** The first file output (sizes, preview, compare, download). */
  result?: RowFileOutput;
  error?: RowError;
  elapsedMs?: number;
  /** `performance.now()` when the job left the queue, for the elapsed time shown while it works. */
  startedAt?: number;
  /** Its outputs are files in the folder the batch saves to: written by this run, or found there from an earlier one. */
  savedToFolder?: 'written' | 'found';
  /** The options the row was (or is being) made with, as a stable key: a row whose key differs from the current options is outdated. */
  optionsKey?: string;
}
