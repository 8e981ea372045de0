import { describe, expect, it, vi } from 'vitest';
import { JobCancelledError, JobTimeoutError, ProcessingError } from './errors';
import { WorkerPool, defaultPoolSize } from './pool';
import type { ProcessorModule } from './processor';
import type { RunJobMessage, WorkerReply } from './protocol';
import { createMessageHandler, globWarmer, runJob } from './run-job';
import { FakeWorker as SharedFakeWorker, loadersOf } from './testing/fake-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test processors, keyed like the worker's import.meta.glob. */
const processors: Record<string, ProcessorModule['default']> = {
  double: async (input) => (input as number) * 2,
  slow: async (input, _options, { progress }) => {
    progress(0.5);
    await sleep(input as number);
    return 'slow done';
  },
  fail: async () => {
    throw new ProcessingError('errors.bad', 'bad input', { size: 3 });
  },
  crash: async () => {
    throw new TypeError('x is undefined');
  },
  bytes: async (input) => ({ size: (input as { bytes: ArrayBuffer }).bytes.byteLength }),
  /** Works in small steps and stops when its signal is aborted. */
  polite: async (input, _options, { progress, signal }) => {
    for (let step = 0; step < (input as number); step++) {
      if (signal.aborted) throw new DOMException('stopped', 'AbortError');
      progress(step / (input as number), 'processing');
      await sleep(2);
    }
    return 'polite done';
  },
  /** Loads an engine for `load` ms, then works for `work` ms. */
  engine: async (input, _options, { progress }) => {
    const { load, work } = input as { load: number; work: number };
    progress(0, 'loading-engine');
    await sleep(load);
    progress(0, 'processing');
    await sleep(work);
    return 'engine done';
  },
};
const loaders = loadersOf(processors);

class FakeWorker extends SharedFakeWorker {
  constructor() {
    super(loaders);
  }
}

const newPool = (size = 2) => new WorkerPool(() => new FakeWorker(), size);

describe('WorkerPool', () => {
  it('runs a processor and returns its result', async () => {
    await expect(newPool().run('double', 21, {})).resolves.toBe(42);
  });

  it('isolates a failure: the failing job rejects with its key, the others succeed', async () => {
    const pool = newPool(2);
    const results = await Promise.allSettled([pool.run('double', 1, {}), pool.run('fail', 0, {}), pool.run('double', 3, {})]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 2 });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 6 });
    const failure = (results[1] as PromiseRejectedResult).reason;
    expect(failure).toBeInstanceOf(ProcessingError);
    expect(failure).toMatchObject({ key: 'errors.bad', message: 'bad input', params: { size: 3 } });
  });

  it('turns an unexpected exception into a row error with the unknown key', async () => {
    await expect(newPool().run('crash', 0, {})).rejects.toMatchObject({ key: 'errors.unknown', message: 'x is undefined' });
  });

  it('rejects a plugin without a processor', async () => {
    await expect(newPool().run('nope', 0, {})).rejects.toMatchObject({ key: 'errors.noProcessor' });
  });

  it('never runs more jobs at once than its size', async () => {
    const pool = newPool(2);
    const jobs = [pool.run('slow', 30, {}), pool.run('slow', 30, {}), pool.run('slow', 30, {})];
    await sleep(5);
    expect(pool.running).toBe(2);
    expect(pool.pending).toBe(1);
    await Promise.all(jobs);
    expect(pool.running).toBe(0);
  });

  it('reports start and progress', async () => {
    const onStart = vi.fn();
    const onProgress = vi.fn();
    await newPool().run('slow', 1, {}, { onStart, onProgress });
    expect(onStart).toHaveBeenCalledOnce();
    expect(onProgress).toHaveBeenCalledWith(0.5, undefined);
  });

  it('cancels a queued job without touching the running ones', async () => {
    const pool = newPool(1);
    const controller = new AbortController();
    const running = pool.run('slow', 20, {});
    const queued = pool.run('double', 1, {}, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(JobCancelledError);
    await expect(running).resolves.toBe('slow done');
  });

  it('cancels a running job through its AbortSignal: the processor stops and the warm worker takes the next job', async () => {
    const worker = new FakeWorker();
    const pool = new WorkerPool(() => worker, 1);
    const controller = new AbortController();
    const before = FakeWorker.terminated;
    const onProgress = vi.fn();
    const running = pool.run('polite', 10_000, {}, { signal: controller.signal, onProgress });
    const next = pool.run('double', 5, {});
    await sleep(20);
    expect(onProgress).toHaveBeenCalledWith(expect.any(Number), 'processing');
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(JobCancelledError);
    await expect(next).resolves.toBe(10);
    // The next job was already held by the worker; the cancel came after it.
    expect(worker.messages.map((m) => m.type)).toEqual(['run', 'run', 'cancel']);
    expect(FakeWorker.terminated).toBe(before);
  });

  it('warms up: starts every worker, each loads the processor and runs its warm export, then takes jobs', async () => {
    const warmed = vi.fn(async () => undefined);
    const modules = { ...loaders, '/plugins/warmable/processor.ts': async () => ({ default: processors.double, warm: warmed }) };
    const workers: SharedFakeWorker[] = [];
    const pool = new WorkerPool(() => {
      workers.push(new SharedFakeWorker(modules, globWarmer(modules)));
      return workers.at(-1)!;
    }, 2);
    pool.warm('warmable');
    expect(workers).toHaveLength(2);
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(2));
    await expect(Promise.all([pool.run('warmable', 1, {}), pool.run('warmable', 2, {})])).resolves.toEqual([2, 4]);
    expect(workers).toHaveLength(2);
    expect(workers.map((worker) => worker.messages.map((m) => m.type))).toEqual([['warm', 'run'], ['warm', 'run']]);
  });

  it('a busy worker holds the next job and starts it itself when its current one ends', async () => {
    const worker = new FakeWorker();
    const pool = new WorkerPool(() => worker, 1);
    const onStart = vi.fn();
    const first = pool.run('slow', 30, {});
    const second = pool.run('double', 4, {}, { onStart });
    // Posted at once, while the first job runs.
    expect(worker.messages.map((m) => m.type)).toEqual(['run', 'run']);
    expect(pool.running).toBe(1);
    expect(pool.pending).toBe(1);
    expect(onStart).not.toHaveBeenCalled();
    await expect(first).resolves.toBe('slow done');
    await expect(second).resolves.toBe(8);
    expect(onStart).toHaveBeenCalledOnce();
    expect(pool.pending).toBe(0);
  });

  it('cancelling a held job drops it in the worker; the running job and the ones after go on', async () => {
    const worker = new FakeWorker();
    const pool = new WorkerPool(() => worker, 1);
    const controller = new AbortController();
    const running = pool.run('slow', 30, {});
    const held = pool.run('double', 1, {}, { signal: controller.signal });
    controller.abort();
    await expect(held).rejects.toBeInstanceOf(JobCancelledError);
    const after = pool.run('double', 3, {});
    await expect(running).resolves.toBe('slow done');
    await expect(after).resolves.toBe(6);
    expect(worker.messages.map((m) => m.type)).toEqual(['run', 'run', 'cancel', 'run']);
  });

  it('does not post ahead an input whose buffers would be transferred (it could not be sent to another worker)', async () => {
    const worker = new FakeWorker();
    const pool = new WorkerPool(() => worker, 1);
    const running = pool.run('slow', 20, {});
    const withBuffer = pool.run('bytes', { bytes: new ArrayBuffer(8) }, {});
    expect(worker.messages.map((m) => m.type)).toEqual(['run']);
    await expect(running).resolves.toBe('slow done');
    await expect(withBuffer).resolves.toEqual({ size: 8 });
  });

  it('terminates a worker whose job ignores the cancel (backstop); the next job gets a fresh worker', async () => {
    const pool = newPool(1);
    const controller = new AbortController();
    const before = FakeWorker.terminated;
    const running = pool.run('slow', 5_000, {}, { signal: controller.signal });
    const next = pool.run('double', 5, {});
    await sleep(5);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(JobCancelledError);
    await expect(next).resolves.toBe(10);
    expect(FakeWorker.terminated).toBe(before + 1);
  });

  it('kills a job that exceeds its time limit', async () => {
    const pool = newPool(1);
    await expect(pool.run('slow', 1000, {}, { timeoutMs: 30 })).rejects.toBeInstanceOf(JobTimeoutError);
    await expect(pool.run('double', 2, {})).resolves.toBe(4);
  });

  it('does not count the time a job spends loading its engine toward its time limit, and counts its work', async () => {
    const pool = newPool(1);
    await expect(pool.run('engine', { load: 120, work: 5 }, {}, { timeoutMs: 60 })).resolves.toBe('engine done');
    const before = FakeWorker.terminated;
    await expect(pool.run('engine', { load: 5, work: 1000 }, {}, { timeoutMs: 60 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(FakeWorker.terminated).toBe(before + 1);
    await expect(pool.run('double', 2, {})).resolves.toBe(4);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(newPool().run('double', 1, {}, { signal: controller.signal })).rejects.toBeInstanceOf(JobCancelledError);
  });

  it('transfers input buffers instead of copying them', async () => {
    const worker = new FakeWorker();
    const pool = new WorkerPool(() => worker, 1);
    const bytes = new ArrayBuffer(16);
    await expect(pool.run('bytes', { bytes }, {})).resolves.toEqual({ size: 16 });
    expect(worker.transfers[0]).toEqual([bytes]);
  });

  it('replaces a worker that crashes and fails only its job', async () => {
    let first = true;
    const pool = new WorkerPool(() => {
      const worker = new FakeWorker();
      if (first) {
        first = false;
        worker.postMessage = () => setTimeout(() => worker.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent));
      }
      return worker;
    }, 1);
    await expect(pool.run('double', 1, {})).rejects.toMatchObject({ key: 'errors.workerCrashed' });
    await expect(pool.run('double', 2, {})).resolves.toBe(4);
  });

  it('terminate() rejects queued and running jobs', async () => {
    const pool = newPool(1);
    const jobs = Promise.allSettled([pool.run('slow', 1000, {}), pool.run('double', 1, {})]);
    await sleep(5);
    pool.terminate();
    expect((await jobs).every((r) => r.status === 'rejected')).toBe(true);
  });
});

describe('createMessageHandler', () => {
  it('runs the jobs it is given one at a time, in order, and drops a waiting one on cancel', async () => {
    const events: string[] = [];
    const track = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await sleep(ms);
      events.push(`end ${name}`);
      return name;
    };
    const replies: WorkerReply[] = [];
    const jobs: Record<number, ReturnType<typeof track>> = { 1: track('a', 15), 2: track('b', 1), 3: track('c', 1) };
    const handle = createMessageHandler(async (message) => ({ default: jobs[message.jobId] }), (reply) => replies.push(reply));
    for (const jobId of [1, 2, 3]) handle({ type: 'run', jobId, pluginId: 'x', input: 0, options: {} } as RunJobMessage);
    handle({ type: 'cancel', jobId: 2 });
    await vi.waitFor(() => expect(replies).toHaveLength(3), { timeout: 30_000 });
    expect(events).toEqual(['start a', 'end a', 'start c', 'end c']);
    expect(replies.map((r) => `${r.type} ${r.jobId}`)).toEqual(['error 2', 'done 1', 'done 3']);
  });
});

describe('runJob', () => {
  it('reports a missing processor as a translatable error', async () => {
    const replies: WorkerReply[] = [];
    await runJob({ type: 'run', jobId: 1, pluginId: 'nope', input: 0, options: {} } as RunJobMessage, loaders, (reply) => replies.push(reply));
    expect(replies).toEqual([{ type: 'error', jobId: 1, error: expect.objectContaining({ key: 'errors.noProcessor' }) }]);
  });
});

describe('defaultPoolSize', () => {
  it('follows the core count, between 1 and 4', () => {
    expect(defaultPoolSize(2)).toBe(2);
    expect(defaultPoolSize(16)).toBe(4);
    expect(defaultPoolSize(0)).toBe(2);
    expect(defaultPoolSize(undefined)).toBe(2);
    expect(defaultPoolSize(1)).toBe(1);
  });
});
