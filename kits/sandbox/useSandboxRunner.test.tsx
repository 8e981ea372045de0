// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobTimeoutError } from '../../core/processing/errors';
import type { RunOptions } from '../../core/processing/pool';
import { holdTool, runTool, warmTool } from '../../core/processing/run-tool';
import { toolJob } from '../../core/processing/tool-job';
import { ToolContext } from '../../core/plugin/tool-context';
import type { ToolManifest } from '../../core/plugin/schema';
import type { RunOutcome } from './outcome';
import type { SnippetProcessor } from './snippet-processor';
import { WATCHDOG_GRACE_MS, useSandboxRunner } from './useSandboxRunner';

const release = vi.hoisted(() => vi.fn());
vi.mock('../../core/processing/run-tool', () => ({ runTool: vi.fn(), warmTool: vi.fn(), holdTool: vi.fn(() => release) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tool = { id: 'runner', runsOn: 'sandbox' } as ToolManifest;
const job = toolJob<SnippetProcessor>();
type Runner = ReturnType<typeof useSandboxRunner>;

/** Each runTool call, answerable by the test; the hook's latest state after every render. */
function mount() {
  const calls: Array<{ code: string; options: RunOptions; answer(value: unknown): void; fail(error: unknown): void }> = [];
  vi.mocked(runTool).mockImplementation((_target, input, _limits, options = {}) =>
    new Promise((resolve, reject) => calls.push({ code: (input as { code: string }).code, options, answer: resolve as (value: unknown) => void, fail: reject })),
  );
  const state: { current?: Runner } = {};
  function Probe() {
    state.current = useSandboxRunner(job);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<ToolContext.Provider value={tool}><Probe /></ToolContext.Provider>));
  return { calls, state, unmount: () => act(() => root.unmount()) };
}

const ok = (value: string): RunOutcome => ({ status: 'ok', value, kind: 'string', logs: [], durationMs: 1 });

describe('useSandboxRunner', () => {
  afterEach(() => vi.clearAllMocks());

  it('warms the tool’s sandbox and runs each snippet as the tool’s job, with the snippet’s limit plus a grace as its timeout', async () => {
    const { calls, state, unmount } = mount();
    expect(warmTool).toHaveBeenCalledWith(tool);
    await act(async () => void state.current!.run('1 + 1'));
    expect(state.current!.running).toBe(true);
    expect(calls[0]).toMatchObject({ code: '1 + 1', options: { timeoutMs: 2000 + WATCHDOG_GRACE_MS } });
    await act(async () => calls[0].answer(ok('2')));
    expect(state.current).toMatchObject({ running: false, outcome: ok('2') });
    unmount();
  });

  it('a new run cancels the one still going, whose late answer is never shown', async () => {
    const { calls, state, unmount } = mount();
    await act(async () => void state.current!.run('"first"'));
    await act(async () => void state.current!.run('"second"'));
    expect(calls[0].options.signal?.aborted).toBe(true);
    await act(async () => calls[0].answer(ok('first')));
    expect(state.current).toMatchObject({ running: true, outcome: null });
    await act(async () => calls[1].answer(ok('second')));
    expect(state.current).toMatchObject({ running: false, outcome: ok('second') });
    unmount();
  });

  it('checks the worker’s answer; a job timeout reads as a timed-out snippet and warms a fresh worker', async () => {
    const { calls, state, unmount } = mount();
    await act(async () => void state.current!.run('x'));
    await act(async () => calls[0].answer({ status: 'ok', value: { a: 1 }, kind: 'string', logs: [] }));
    expect(state.current!.outcome).toEqual({ status: 'unknown', logs: [] });
    await act(async () => void state.current!.run('while (true) {}'));
    await act(async () => calls[1].fail(new JobTimeoutError(5000)));
    expect(state.current!.outcome).toEqual({ status: 'timeout', logs: [] });
    expect(warmTool).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('holds the tool’s sandbox while the screen is open; leaving it cancels the run and lets the sandbox go', async () => {
    const { calls, state, unmount } = mount();
    expect(holdTool).toHaveBeenCalledWith(tool);
    await act(async () => void state.current!.run('1'));
    expect(release).not.toHaveBeenCalled();
    unmount();
    expect(calls[0].options.signal?.aborted).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
  });
});
