// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const pending: Array<() => void> = [];
vi.mock('../../processing/pool', async (original) => ({
  ...(await original<typeof import('../../processing/pool')>()),
  // Each job waits until the test releases it.
  runProcessor: vi.fn(
    (_plugin: string, input: { name: string }) =>
      new Promise((resolve) => pending.push(() => resolve({ name: input.name, type: 'text/plain', bytes: new ArrayBuffer(1) }))),
  ),
}));

const { useBatch } = await import('./useBatch');
const { defaultPoolSize } = await import('../../processing/pool');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fileWithReadCounter(name: string, reads: { count: number }): File {
  const file = new File(['x'], name, { type: 'text/plain' });
  file.arrayBuffer = () => {
    reads.count++;
    return Promise.resolve(new ArrayBuffer(1));
  };
  return file;
}

const noOptions = () => ({});

function renderBatch(files: File[]) {
  const state = { statuses: [] as string[] };
  function Harness() {
    const { rows, addFiles } = useBatch('test-tool', noOptions, 'batch.failedGeneric');
    useEffect(() => addFiles(files), [addFiles]); // addFiles is stable: runs once
    state.statuses = rows.map((row) => row.status);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Harness />));
  return { state, unmount: () => act(() => root.unmount()) };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  pending.length = 0;
});

describe('useBatch', () => {
  it('reads only a few files at a time, however many are dropped, and finishes them all', async () => {
    const reads = { count: 0 };
    const files = Array.from({ length: 30 }, (_, i) => fileWithReadCounter(`f${i}.txt`, reads));
    const { state, unmount } = renderBatch(files);
    await settle();
    const limit = defaultPoolSize(navigator.hardwareConcurrency) + 1;
    expect(reads.count).toBe(limit);
    expect(state.statuses).toHaveLength(30);

    while (pending.length) {
      await act(async () => pending.shift()!());
      await settle();
      // Never more files read than finished plus the limit.
      const finished = state.statuses.filter((status) => status === 'done').length;
      expect(reads.count).toBeLessThanOrEqual(finished + limit);
    }
    expect(reads.count).toBe(30);
    expect(state.statuses.every((status) => status === 'done')).toBe(true);
    unmount();
  });
});
