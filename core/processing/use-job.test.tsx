// @vitest-environment jsdom
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolContext } from '../plugin/tool-context';
import type { ToolManifest } from '../plugin/schema';
import { JobCancelledError, ProcessingError } from './errors';
import type { RunOptions } from './pool';
import type { Stage } from './processor';

/** A job the test ends by hand: its input, options and run options as runTool got them. */
interface PendingJob {
  input: unknown;
  options: unknown;
  runOptions: RunOptions;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}
const jobs: PendingJob[] = [];
vi.mock('./run-tool', () => ({
  runTool: vi.fn(
    (_tool: unknown, input: unknown, options: unknown, runOptions: RunOptions = {}) =>
      new Promise((resolve, reject) => {
        runOptions.signal?.addEventListener('abort', () => reject(new JobCancelledError()));
        jobs.push({ input, options, runOptions, resolve, reject });
      }),
  ),
}));

const { toolJob } = await import('./tool-job');
const { useJob } = await import('./use-job');
const { useLatestResult } = await import('./use-latest-result');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Lengths = (input: { text: string }, options: { unit: string }, context: { progress(fraction: number, stage?: Stage): void; signal: AbortSignal }) => Promise<{ length: number }>;
const job = toolJob<Lengths>();

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common', // as the app's (core/i18n/i18n.ts)
  resources: {
    en: {
      'test-tool': { 'errors.tooLong': 'At most {{limit}} characters' },
      common: { 'errors.unknown': 'Something went wrong', 'errors.timedOut': 'Took too long' },
    },
  },
});

let unmount = () => {};
afterEach(() => {
  unmount();
  jobs.length = 0;
});

/** Renders `use` inside a tool screen; `latest()` is what it returned at the last render, `rerender()` renders it again. */
function renderHook<T>(use: () => T) {
  const seen: { value?: T } = {};
  function Probe() {
    seen.value = use();
    return null;
  }
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <ToolContext.Provider value={{ id: 'test-tool' } as ToolManifest}>{children}</ToolContext.Provider>
    </I18nextProvider>
  );
  const root = createRoot(document.createElement('div'));
  act(() => root.render(wrap(<Probe />)));
  unmount = () => act(() => root.unmount());
  return { latest: () => seen.value!, rerender: () => act(() => root.render(wrap(<Probe />))) };
}

/** Lets promises settle and React render what they set. */
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useJob', () => {
  it('reports progress and stage, and keeps the previous result while the next run works', async () => {
    const { latest } = renderHook(() => useJob(job));
    expect(latest()).toMatchObject({ result: undefined, working: false, error: undefined });

    act(() => void latest().run({ text: 'abc' }, { unit: 'chars' }));
    expect(latest().working).toBe(true);
    expect(jobs[0]).toMatchObject({ input: { text: 'abc' }, options: { unit: 'chars' } });
    act(() => jobs[0].runOptions.onProgress?.(0.5, 'processing'));
    expect(latest()).toMatchObject({ progress: 0.5, stage: 'processing' });
    await act(async () => jobs[0].resolve({ length: 3 }));
    expect(latest()).toMatchObject({ result: { length: 3 }, working: false, progress: 0 });

    act(() => void latest().run({ text: 'abcd' }, { unit: 'chars' }));
    expect(latest()).toMatchObject({ result: { length: 3 }, working: true });
    await act(async () => jobs[1].resolve({ length: 4 }));
    expect(latest()).toMatchObject({ result: { length: 4 }, working: false });
  });

  it('cancels the stale run when a newer one starts: its worker job is aborted and its result never lands', async () => {
    const { latest } = renderHook(() => useJob(job));
    let first: Promise<unknown> = Promise.resolve();
    act(() => void (first = latest().run({ text: 'a' }, { unit: 'chars' })));
    act(() => void latest().run({ text: 'ab' }, { unit: 'chars' }));
    expect(jobs[0].runOptions.signal?.aborted).toBe(true);
    expect(jobs[1].runOptions.signal?.aborted).toBe(false);
    await act(async () => jobs[0].resolve({ length: 1 })); // too late: already cancelled
    await expect(first).resolves.toEqual({ status: 'cancelled' });
    expect(latest()).toMatchObject({ result: undefined, working: true });
    await act(async () => jobs[1].resolve({ length: 2 }));
    expect(latest()).toMatchObject({ result: { length: 2 }, working: false });
  });

  it('cancel() stops the job through its signal and keeps the last result; clear() forgets it', async () => {
    const { latest } = renderHook(() => useJob(job));
    act(() => void latest().run({ text: 'a' }, { unit: 'chars' }));
    await act(async () => jobs[0].resolve({ length: 1 }));
    act(() => void latest().run({ text: 'ab' }, { unit: 'chars' }));
    act(() => latest().cancel());
    expect(jobs[1].runOptions.signal?.aborted).toBe(true);
    await flush();
    expect(latest()).toMatchObject({ result: { length: 1 }, working: false, error: undefined });
    act(() => latest().clear());
    expect(latest().result).toBeUndefined();
  });

  it("gives a failure as a translated message: the tool's strings first, then the shell's; other errors under the fallback key", async () => {
    const { latest } = renderHook(() => useJob(job, { timeoutMs: 5000 }));
    act(() => void latest().run({ text: 'a' }, { unit: 'chars' }));
    expect(jobs[0].runOptions.timeoutMs).toBe(5000);
    await act(async () => jobs[0].reject(new ProcessingError('errors.tooLong', 'Too long', { limit: 10 })));
    expect(latest().error?.key).toBe('errors.tooLong');
    expect(latest().errorMessage).toBe('At most 10 characters');

    act(() => void latest().run({ text: 'b' }, { unit: 'chars' }));
    expect(latest().error).toBeUndefined(); // a new run clears the old failure
    await act(async () => jobs[1].reject(new ProcessingError('errors.timedOut', 'Timed out')));
    expect(latest().errorMessage).toBe('Took too long');

    act(() => void latest().run({ text: 'c' }, { unit: 'chars' }));
    await act(async () => jobs[2].reject(new TypeError('boom')));
    expect(latest()).toMatchObject({ working: false, errorMessage: 'Something went wrong' });
  });

  it('takes an input made on the page first (its failure fails the run) and a finishing step that sees the options', async () => {
    const { latest } = renderHook(() => useJob(job, { finish: (result, options) => `${result.length} ${options.unit}` }));
    act(() => void latest().run(Promise.resolve({ text: 'abc' }), { unit: 'chars' }));
    await flush();
    await act(async () => jobs[0].resolve({ length: 3 }));
    expect(latest().result).toBe('3 chars');

    await act(async () => void (await latest().run(Promise.reject(new ProcessingError('errors.tooLong', 'x', { limit: 2 })), { unit: 'chars' })));
    expect(jobs).toHaveLength(1); // never reached the worker
    expect(latest()).toMatchObject({ result: '3 chars', errorMessage: 'At most 2 characters' });
  });

  it('shows a failure as a result when told how, and the run still says it failed', async () => {
    const { latest } = renderHook(() => useJob(job, { finish: (result) => `${result.length}`, failure: (error) => `failed: ${error.key}` }));
    act(() => void latest().run({ text: 'a' }, { unit: 'chars' }));
    await act(async () => jobs[0].resolve({ length: 1 }));
    let ended: Promise<unknown> = Promise.resolve();
    act(() => void (ended = latest().run({ text: 'b' }, { unit: 'chars' })));
    await act(async () => jobs[1].reject(new ProcessingError('errors.timedOut', 'Timed out')));
    await expect(ended).resolves.toMatchObject({ status: 'failed', error: { key: 'errors.timedOut' } });
    expect(latest()).toMatchObject({ result: 'failed: errors.timedOut', working: false, error: undefined });
  });

  it('cancels its job when the screen goes', () => {
    const { latest } = renderHook(() => useJob(job));
    act(() => void latest().run({ text: 'a' }, { unit: 'chars' }));
    unmount();
    unmount = () => {};
    expect(jobs[0].runOptions.signal?.aborted).toBe(true);
  });
});

describe('useLatestResult', () => {
  it('runs on every new input, cancelling the stale one, and clears on a null input', async () => {
    let text: string | null = 'a';
    const { latest, rerender } = renderHook(() => useLatestResult(job, text === null ? null : { text }, { unit: 'chars' }, [text]));
    expect(jobs).toHaveLength(1);
    await act(async () => jobs[0].resolve({ length: 1 }));
    expect(latest().result).toEqual({ length: 1 });
    text = 'ab';
    rerender();
    expect(jobs).toHaveLength(2);
    expect(latest()).toMatchObject({ result: { length: 1 }, working: true });
    text = null;
    rerender();
    expect(jobs[1].runOptions.signal?.aborted).toBe(true);
    expect(latest()).toMatchObject({ result: undefined, working: false });
  });
});
