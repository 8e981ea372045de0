import { describe, expect, it } from 'vitest';
import { batchReducer, batchSummary, isOutdated } from './batch-state';
import type { BatchRow } from './types';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const row = (id: string, size = 100): BatchRow => ({ id, file: file(`${id}.png`, size), status: 'queued', progress: 0 });
const result = (size: number) => [{ kind: 'file' as const, blob: new Blob([new Uint8Array(size)]), name: 'x.png', type: 'image/png' }];

describe('batchReducer', () => {
  it('moves a row queued → working → done with its result', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a')] });
    rows = batchReducer(rows, { type: 'start', id: 'a' });
    expect(rows[0].status).toBe('working');
    rows = batchReducer(rows, { type: 'progress', id: 'a', value: 0.5 });
    expect(rows[0].progress).toBe(0.5);
    rows = batchReducer(rows, { type: 'done', id: 'a', outputs: result(40), elapsedMs: 12 });
    expect(rows[0]).toMatchObject({ status: 'done', progress: 1, elapsedMs: 12 });
    expect(rows[0].result?.name).toBe('x.png');
  });

  it('a row saved to a folder holds the folder’s files; a redo forgets them', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a')] });
    rows = batchReducer(rows, { type: 'start', id: 'a', startedAt: 5 });
    rows = batchReducer(rows, { type: 'done', id: 'a', outputs: result(40), elapsedMs: 12 });
    const saved = [{ kind: 'file' as const, blob: new File(['x'], 'x.png'), size: 1, name: 'x.png', type: 'image/png' }];
    rows = batchReducer(rows, { type: 'saved', id: 'a', outputs: saved, how: 'written' });
    expect(rows[0]).toMatchObject({ status: 'done', savedToFolder: 'written', result: saved[0] });
    rows = batchReducer(rows, { type: 'requeue', id: 'a' });
    expect(rows[0]).toMatchObject({ status: 'queued', savedToFolder: undefined, startedAt: undefined, outputs: undefined });
  });

  it('a failure touches only its own row', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a'), row('b')] });
    rows = batchReducer(rows, { type: 'failed', id: 'a', error: { key: 'errors.x', message: 'x' } });
    expect(rows.map((r) => r.status)).toEqual(['failed', 'queued']);
  });

  it('a later score joins its output, unless the row made new outputs since', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a')] });
    const outputs = [{ ...result(40)[0], info: { width: 8, scoreLater: true } }];
    rows = batchReducer(rows, { type: 'done', id: 'a', outputs, elapsedMs: 1 });
    const measured = batchReducer(rows, { type: 'measured', id: 'a', output: outputs[0], info: { score: 87.5 } });
    expect(measured[0].result?.info).toEqual({ width: 8, score: 87.5, scoreLater: undefined });
    const redone = batchReducer(rows, { type: 'requeue', id: 'a' });
    expect(batchReducer(redone, { type: 'measured', id: 'a', output: outputs[0], info: { score: 87.5 } })).toBe(redone);
  });

  it('requeue clears the error and result; remove and clear drop rows', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a'), row('b')] });
    rows = batchReducer(rows, { type: 'failed', id: 'a', error: { key: 'k', message: 'm' } });
    rows = batchReducer(rows, { type: 'requeue', id: 'a' });
    expect(rows[0]).toMatchObject({ status: 'queued', error: undefined });
    rows = batchReducer(rows, { type: 'remove', id: 'a' });
    expect(rows.map((r) => r.id)).toEqual(['b']);
    expect(batchReducer(rows, { type: 'clear' })).toEqual([]);
  });
});

describe('several outputs and outdated rows', () => {
  it('keeps every output; the first file is the row result; sizes sum all files', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a', 100)] });
    const outputs = [
      { kind: 'text' as const, label: 'snippet', text: '<link>' },
      { kind: 'file' as const, blob: new Blob([new Uint8Array(10)]), name: 'a.ico', type: 'image/x-icon', folder: 'icons' },
      { kind: 'file' as const, blob: new Blob([new Uint8Array(5)]), name: 'a.png', type: 'image/png' },
    ];
    rows = batchReducer(rows, { type: 'done', id: 'a', outputs, elapsedMs: 1, optionsKey: 'k1' });
    expect(rows[0].outputs).toHaveLength(3);
    expect(rows[0].result?.name).toBe('a.ico');
    expect(batchSummary(rows).bytesAfter).toBe(15);
    expect(isOutdated(rows[0], 'k1')).toBe(false);
    expect(isOutdated(rows[0], 'k2')).toBe(true);
  });

  it('a row still working is never outdated', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a')] });
    rows = batchReducer(rows, { type: 'start', id: 'a', optionsKey: 'k1' });
    expect(isOutdated(rows[0], 'k2')).toBe(false);
  });
});

describe('batchSummary', () => {
  it('counts and sums only finished rows', () => {
    let rows = batchReducer([], { type: 'add', rows: [row('a', 100), row('b', 200), row('c', 300)] });
    rows = batchReducer(rows, { type: 'done', id: 'a', outputs: result(25), elapsedMs: 1 });
    rows = batchReducer(rows, { type: 'failed', id: 'b', error: { key: 'k', message: 'm' } });
    expect(batchSummary(rows)).toEqual({ total: 3, done: 1, failed: 1, busy: true, bytesBefore: 100, bytesAfter: 25 });
  });
});
