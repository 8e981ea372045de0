import type { FileInfo, Stage } from '../../processing/processor';
import { fileOutputs, outputSize } from './outputs';
import type { BatchRow, RowError, RowFileOutput, RowOutput } from './types';

export type BatchAction =
  | { type: 'add'; rows: BatchRow[] }
  | { type: 'start'; id: string; optionsKey?: string; startedAt?: number }
  | { type: 'progress'; id: string; value: number; stage?: Stage }
  | { type: 'done'; id: string; outputs: RowOutput[]; elapsedMs: number; optionsKey?: string }
  | { type: 'failed'; id: string; error: RowError; optionsKey?: string }
  /** The row's outputs now live in the chosen folder (written, or found there from an earlier run): the page lets go of their bytes. */
  | { type: 'saved'; id: string; outputs: RowOutput[]; how: 'written' | 'found' }
  /** A later measurement of one of the row's outputs (its score): ignored when the row has made new outputs since. */
  | { type: 'measured'; id: string; output: RowFileOutput; info: FileInfo }
  | { type: 'requeue'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

const update = (rows: BatchRow[], id: string, patch: Partial<BatchRow>) => {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return rows;
  const next = rows.slice();
  next[index] = { ...rows[index], ...patch };
  return next;
};

/** Pure state transitions of a batch, unit-tested apart from React. */
export function batchReducer(rows: BatchRow[], action: BatchAction): BatchRow[] {
  switch (action.type) {
    case 'add':
      return [...rows, ...action.rows];
    case 'start':
      return update(rows, action.id, { status: 'working', progress: 0, stage: undefined, error: undefined, optionsKey: action.optionsKey, startedAt: action.startedAt });
    case 'progress':
      return update(rows, action.id, { progress: action.value, stage: action.stage });
    case 'done':
      return update(rows, action.id, {
        status: 'done',
        progress: 1,
        stage: undefined,
        outputs: action.outputs,
        result: fileOutputs(action.outputs)[0],
        elapsedMs: action.elapsedMs,
        optionsKey: action.optionsKey,
        savedToFolder: undefined,
      });
    case 'saved':
      return update(rows, action.id, { outputs: action.outputs, result: fileOutputs(action.outputs)[0], savedToFolder: action.how });
    case 'failed':
      return update(rows, action.id, { status: 'failed', error: action.error, result: undefined, outputs: undefined, stage: undefined, optionsKey: action.optionsKey });
    case 'measured': {
      const row = rows.find((candidate) => candidate.id === action.id);
      if (!row?.outputs?.includes(action.output)) return rows;
      const measured: RowFileOutput = { ...action.output, info: { ...action.output.info, ...action.info, scoreLater: undefined } };
      const outputs = row.outputs.map((output) => (output === action.output ? measured : output));
      return update(rows, action.id, { outputs, result: fileOutputs(outputs)[0] });
    }
    case 'requeue':
      return update(rows, action.id, { status: 'queued', progress: 0, stage: undefined, error: undefined, result: undefined, outputs: undefined, savedToFolder: undefined, startedAt: undefined });
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'clear':
      return [];
  }
}

/** Finished with other options than the current ones (`currentKey`): shown as outdated, left out of the ZIP. */
export const isOutdated = (row: BatchRow, currentKey: string | undefined) =>
  currentKey !== undefined && row.optionsKey !== undefined && (row.status === 'done' || row.status === 'failed') && row.optionsKey !== currentKey;

export function batchSummary(rows: BatchRow[]) {
  const done = rows.filter((row) => row.status === 'done');
  return {
    total: rows.length,
    done: done.length,
    failed: rows.filter((row) => row.status === 'failed').length,
    busy: rows.some((row) => row.status === 'queued' || row.status === 'working'),
    bytesBefore: done.reduce((sum, row) => sum + row.file.size, 0),
    bytesAfter: done.reduce((sum, row) => sum + fileOutputs(row.outputs).reduce((s, output) => s + outputSize(output), 0), 0),
  };
}
