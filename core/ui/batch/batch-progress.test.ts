import { describe, expect, it } from 'vitest';
import { batchProgress } from './batch-progress';
import type { BatchRow } from './types';

const row = (status: BatchRow['status'], startedAt?: number, savedToFolder?: BatchRow['savedToFolder']): BatchRow => ({
  id: Math.random().toString(36),
  file: new File([], 'x'),
  status,
  progress: 0,
  startedAt,
  savedToFolder,
});

describe('batchProgress', () => {
  it('counts what is left, and gives no estimate before a few rows have finished', () => {
    expect(batchProgress([row('done', 0), row('working', 0), row('queued')], 1000)).toEqual({ remaining: 2 });
  });

  it('estimates the time left from the pace so far', () => {
    const rows = [row('done', 0), row('done', 500), row('failed', 1000), row('done', 1500), row('working', 2000), ...Array.from({ length: 10 }, () => row('queued'))];
    // 4 rows finished in 2 s: 0.5 s a row, 11 left.
    expect(batchProgress(rows, 2000)).toEqual({ remaining: 11, secondsLeft: 6 });
  });

  it('rows found already saved take no time and do not set the pace', () => {
    const rows = [...Array.from({ length: 5 }, () => row('done', 0, 'found')), row('queued')];
    expect(batchProgress(rows, 5000)).toEqual({ remaining: 1 });
  });
});
