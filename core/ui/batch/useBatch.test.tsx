// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobInput } from '../../processing/processor';

const pending: Array<() => void> = [];
const inputs: JobInput[] = [];
vi.mock('../../processing/run-tool', () => ({
  warmTool: vi.fn(),
  // Each job waits until the test releases it; it returns a file and a text.
  runTool: vi.fn(
    (_tool: unknown, input: JobInput) =>
      new Promise((resolve) => {
        inputs.push(input);
        pending.push(() =>
          resolve([
            { kind: 'file', name: input.name, type: 'text/plain', data: new ArrayBuffer(1) },
            { kind: 'text', label: 'note', text: 'hello' },
          ]),
        );
      }),
  ),
}));

const { useBatch } = await import('./useBatch');
const { FILES_IN_FLIGHT, batchStoreFor, resetBatchStores } = await import('./batch-store');

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
const tool = { id: 'test-tool' };

function renderBatch(files: File[]) {
  const state = { statuses: [] as string[], outputs: [] as number[] };
  function Harness() {
    const { rows, addFiles } = useBatch(tool, noOptions, 'batch.failedGeneric');
    useEffect(() => addFiles(files), [addFiles]); // addFiles is stable: runs once
    state.statuses = rows.map((row) => row.status);
    state.outputs = rows.map((row) => row.outputs?.length ?? 0);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Harness />));
  return { state, unmount: () => act(() => root.unmount()) };
}

/** Until every store has shown its last change (job events are coalesced over a while). */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(['test-tool', 'limited'].some((id) => batchStoreFor(id).notifying)).toBe(false));
  });

afterEach(() => {
  pending.length = 0;
  inputs.length = 0;
  resetBatchStores();
});

describe('useBatch', () => {
  it('hands the files themselves to the processor (never read on the main thread), a few at a time, and finishes them all', async () => {
    const reads = { count: 0 };
    const files = Array.from({ length: 30 }, (_, i) => fileWithReadCounter(`f${i}.txt`, reads));
    const { state, unmount } = renderBatch(files);
    await settle();
    expect(inputs).toHaveLength(FILES_IN_FLIGHT);
    expect(inputs[0].file).toBe(files[0]);
    expect(inputs[0]).toMatchObject({ name: 'f0.txt', type: 'text/plain', size: 1 });
    expect(state.statuses).toHaveLength(30);

    while (pending.length) {
      await act(async () => pending.shift()!());
      await settle();
      const finished = state.statuses.filter((status) => status === 'done').length;
      expect(inputs.length).toBeLessThanOrEqual(finished + FILES_IN_FLIGHT);
    }
    expect(inputs).toHaveLength(30);
    expect(reads.count).toBe(0);
    expect(state.statuses.every((status) => status === 'done')).toBe(true);
    expect(state.outputs.every((count) => count === 2)).toBe(true);
    unmount();
  });

  it('keeps the rows when the screen goes and comes back (same tab)', async () => {
    const first = renderBatch([new File(['x'], 'a.txt')]);
    await settle();
    await act(async () => pending.shift()!());
    await settle();
    first.unmount();
    const second = renderBatch([]);
    await settle();
    expect(second.state.statuses).toEqual(['done']);
    second.unmount();
  });

  it('fails a file over the tool\'s size limit on its own row, before any work', async () => {
    const limited = { id: 'limited', maxFileBytes: 2 };
    const state = { errors: [] as (string | undefined)[] };
    function Harness() {
      const { rows, addFiles } = useBatch(limited, noOptions, 'batch.failedGeneric');
      useEffect(() => addFiles([new File(['xxxx'], 'big.txt'), new File(['x'], 'small.txt')]), [addFiles]);
      state.errors = rows.map((row) => row.error?.key);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Harness />));
    await settle();
    expect(state.errors).toEqual(['errors.fileTooLarge', undefined]);
    expect(inputs.map((input) => input.name)).toEqual(['small.txt']);
    act(() => root.unmount());
  });
});
