import type { BatchRow, RowError, RowResult } from './types';

export type BatchAction =
  | { type: 'add'; rows: BatchRow[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; value: number }
  | { type: 'done'; id: string; result: RowResult; elapsedMs: number }
  | { type: 'failed'; id: string; error: RowError }
  | { type: 'requeue'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

const update = (rows: BatchRow[], id: string, patch: Partial<BatchRow>) =>
  rows.map((row) => (row.id === id ? { ...row, ...patch } : row));

/** Pure state transitions of a batch, unit-tested apart from React. */
export function batchReducer(rows: BatchRow[], action: BatchAction): BatchRow[] {
  switch (action.type) {
    case 'add':
      return [...rows, ...action.rows];
    case 'start':
      return update(rows, action.id, { status: 'working', progress: 0, error: undefined });
    case 'progress':
      return update(rows, action.id, { progress: action.value });
    case 'done':
      return update(rows, action.id, { status: 'done', progress: 1, result: action.result, elapsedMs: action.elapsedMs });
    case 'failed':
      return update(rows, action.id, { status: 'failed', error: action.error, result: undefined });
    case 'requeue':
      return update(rows, action.id, { status: 'queued', progress: 0, error: undefined, result: undefined });
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'clear':
      return [];
  }
}

export function batchSummary(rows: BatchRow[]) {
  const done = rows.filter((row) => row.status === 'done');
  return {
    total: rows.length,
    done: done.length,
    failed: rows.filter((row) => row.status === 'failed').length,
    busy: rows.some((row) => row.status === 'queued' || row.status === 'working'),
    bytesBefore: done.reduce((sum, row) => sum + row.file.size, 0),
    bytesAfter: done.reduce((sum, row) => sum + (row.result?.blob.size ?? 0), 0),
  };
}
