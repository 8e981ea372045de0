import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { describe, expect, it } from 'vitest';
import { JobCancelledError, JobTimeoutError } from '../../core/processing/errors';
import { CANCEL_GRACE_MS, WorkerPool } from '../../core/processing/pool';
import type { Stage } from '../../core/processing/processor';
import { FakeWorker, loadersOf } from '../../core/processing/testing/fake-worker';
import { outcomeOfFailure } from './failed-run';
import type { SandboxLibrary } from './outcome';
import { loadQuickJs } from './quickjs-module';
import type { SandboxEngine } from './sandbox-engine';
import { snippetProcessor } from './snippet-processor';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const library: SandboxLibrary = { sources: ['this.lib = { twice: function (n) { return n * 2; } };'] };
const limits = { timeLimitMs: 100, memoryLimitBytes: 32 * 1024 * 1024 };

/** QuickJS from Node's files, ready after `delayMs` (a slow start on a busy machine). */
function nodeEngine(delayMs = 0): SandboxEngine {
  let engine: Promise<QuickJSWASMModule> | undefined;
  return { load: () => (engine ??= sleep(delayMs).then(() => loadQuickJs())), discard: () => (engine = undefined) };
}

/** The runner's processor as the core runs it: a WorkerPool of one in-process worker with the real job protocol. */
function sandboxPool(engine: SandboxEngine) {
  const processor = snippetProcessor(async () => library, engine);
  return new WorkerPool(() => new FakeWorker(loadersOf({ runner: processor })), 1);
}

describe('a code runner’s snippet as a job (runsOn sandbox)', () => {
  it('runs through the pool: the engine’s start-up, then the snippet, then its outcome', async () => {
    const stages: Array<Stage | undefined> = [];
    const outcome = await sandboxPool(nodeEngine()).run('runner', { code: 'lib.twice(21)' }, limits, { onProgress: (_value, stage) => stages.push(stage) });
    expect(outcome).toMatchObject({ status: 'ok', value: '42', kind: 'number' });
    expect(stages).toEqual(['loading-engine', 'processing']);
  });

  it('a slow engine start is not the snippet’s time: a runaway snippet still ends as the interpreter’s own timeout', async () => {
    const pool = sandboxPool(nodeEngine(400));
    await expect(pool.run('runner', { code: 'while (true) {}' }, limits, { timeoutMs: 300 })).resolves.toEqual({ status: 'timeout', logs: [] });
    await expect(pool.run('runner', { code: '"next"' }, limits, { timeoutMs: 300 })).resolves.toMatchObject({ status: 'ok', value: 'next' });
  });

  it('a run cancelled while the engine loads rejects at once; the worker answers the cancel within its grace, is kept, and serves the next run', async () => {
    const pool = sandboxPool(nodeEngine(CANCEL_GRACE_MS + 500));
    const terminated = FakeWorker.terminated;
    const controller = new AbortController();
    const cancelled = pool.run('runner', { code: '1' }, limits, { signal: controller.signal });
    await sleep(10);
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(JobCancelledError);
    await expect(pool.run('runner', { code: '2' }, limits)).resolves.toMatchObject({ value: '2' });
    expect(FakeWorker.terminated).toBe(terminated);
  });

  it('an engine that aborts mid-run is a clear "engine" limit, and the next run gets a fresh engine', async () => {
    let instances = 0;
    let current: Promise<QuickJSWASMModule> | undefined;
    const engine: SandboxEngine = {
      load: () =>
        (current ??= loadQuickJs().then((module) => {
          // The first instance aborts as QuickJS's wasm does (emscripten throws a RuntimeError).
          if (++instances === 1) module.newRuntime = () => { throw new WebAssembly.RuntimeError('Aborted(Assertion failed: list_empty(&rt->gc_obj_list))'); };
          return module;
        })),
      discard: () => (current = undefined),
    };
    const pool = sandboxPool(engine);
    await expect(pool.run('runner', { code: '1' }, limits)).resolves.toEqual({ status: 'limit', limit: 'engine', logs: [] });
    await expect(pool.run('runner', { code: 'lib.twice(2)' }, limits)).resolves.toMatchObject({ status: 'ok', value: '4' });
    expect(instances).toBe(2);
  });

  it('a worker the job’s timeout had to stop reads as a timed-out snippet; any other failure as unknown', () => {
    expect(outcomeOfFailure(new JobTimeoutError(5000))).toEqual({ status: 'timeout', logs: [] });
    expect(outcomeOfFailure(new Error('worker crashed'))).toEqual({ status: 'unknown', logs: [] });
  });
});
