import { afterEach, describe, expect, it, vi } from 'vitest';
import { dedicatedPools, type WorkerEntries } from './dedicated-pools';
import type { ProcessorModule } from './processor';
import { FakeWorker, loadersOf } from './testing/fake-worker';

/** A tool's own worker entry: a Worker constructor that runs `processor` in-process and records its name. */
function entryOf(processor: ProcessorModule['default'], names: string[]) {
  return async () =>
    class extends FakeWorker {
      constructor(options?: { name?: string }) {
        super(loadersOf({ tool: processor }));
        names.push(options?.name ?? '');
      }
    };
}

function setUp(sandbox: ProcessorModule['default'] = async () => 'sandbox') {
  const names: string[] = [];
  const entries = {
    engine: { '/plugins/tool/engine.worker.ts': entryOf(async () => 'engine', names) } as WorkerEntries,
    sandbox: { '/plugins/tool/sandbox.worker.ts': entryOf(sandbox, names) } as WorkerEntries,
  };
  return { names, entries };
}

const cores = () => 2;

describe('dedicatedPools', () => {
  it('runs a sandbox job in the tool’s own sandbox worker, an engine job in its engine worker', async () => {
    const { names, entries } = setUp();
    await expect((await dedicatedPools(entries, { cores }).get('sandbox', { id: 'tool' })).run('tool', 0, {})).resolves.toBe('sandbox');
    await expect((await dedicatedPools(entries, { cores }).get('engine', { id: 'tool' })).run('tool', 0, {})).resolves.toBe('engine');
    expect(names).toEqual(['localbox-sandbox-tool', 'localbox-engine-tool']);
  });

  it('keeps one pool per tool, sized by its concurrency within the machine’s', async () => {
    const { entries } = setUp();
    const pools = dedicatedPools(entries, { cores });
    const pool = await pools.get('sandbox', { id: 'tool', concurrency: 8 });
    expect(await pools.get('sandbox', { id: 'tool' })).toBe(pool);
    expect(pool.size).toBe(2);
    expect((await dedicatedPools(entries, { cores }).get('sandbox', { id: 'tool' })).size).toBe(1);
  });

  it('refuses a tool without the worker its runner needs', async () => {
    const { entries } = setUp();
    await expect(dedicatedPools(entries, { cores }).get('sandbox', { id: 'other' })).rejects.toMatchObject({
      key: 'errors.noProcessor',
      message: 'No sandbox.worker.ts for plugin "other"',
    });
  });
});

describe('dedicatedPools: letting a tool’s workers go', () => {
  afterEach(() => vi.useRealTimers());
  const IDLE = 60_000;

  it('stops a sandbox’s workers once no screen has held it for the idle time; the next job starts a fresh one', async () => {
    vi.useFakeTimers();
    const { names, entries } = setUp();
    const pools = dedicatedPools(entries, { cores, idleMs: { sandbox: IDLE } });
    const release = pools.hold('sandbox', 'tool');
    const pool = await pools.get('sandbox', { id: 'tool' });
    pool.warm('tool');
    const terminatedBefore = FakeWorker.terminated;
    await vi.advanceTimersByTimeAsync(10 * IDLE);
    expect(FakeWorker.terminated).toBe(terminatedBefore); // held: kept however long

    release();
    release(); // a second call changes nothing
    await vi.advanceTimersByTimeAsync(IDLE - 1);
    expect(FakeWorker.terminated).toBe(terminatedBefore);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWorker.terminated).toBe(terminatedBefore + 1);
    const fresh = await pools.get('sandbox', { id: 'tool' });
    expect(fresh).not.toBe(pool);
    const job = fresh.run('tool', 0, {});
    await vi.runAllTimersAsync();
    await expect(job).resolves.toBe('sandbox');
    expect(names).toEqual(['localbox-sandbox-tool', 'localbox-sandbox-tool']);
  });

  it('keeps the workers when a screen of the tool opens again before the idle time is up, or while another is open', async () => {
    vi.useFakeTimers();
    const { entries } = setUp();
    const pools = dedicatedPools(entries, { cores, idleMs: { sandbox: IDLE } });
    const first = pools.hold('sandbox', 'tool');
    const pool = await pools.get('sandbox', { id: 'tool' });
    const second = pools.hold('sandbox', 'tool');
    first();
    await vi.advanceTimersByTimeAsync(2 * IDLE);
    second();
    await vi.advanceTimersByTimeAsync(IDLE / 2);
    const third = pools.hold('sandbox', 'tool');
    await vi.advanceTimersByTimeAsync(2 * IDLE);
    expect(await pools.get('sandbox', { id: 'tool' })).toBe(pool);
    third();
  });

  it('waits for a job still running when the idle time is up, and lets go one idle time after it ends', async () => {
    vi.useFakeTimers();
    let finish = (_value: string) => {};
    const { entries } = setUp(() => new Promise<string>((resolve) => (finish = resolve)));
    const pools = dedicatedPools(entries, { cores, idleMs: { sandbox: IDLE } });
    pools.hold('sandbox', 'tool')();
    const pool = await pools.get('sandbox', { id: 'tool' });
    const job = pool.run('tool', 0, {});
    await vi.advanceTimersByTimeAsync(IDLE);
    expect(await pools.get('sandbox', { id: 'tool' })).toBe(pool);
    finish('late');
    await vi.advanceTimersByTimeAsync(0);
    await expect(job).resolves.toBe('late');
    await vi.advanceTimersByTimeAsync(IDLE);
    expect(await pools.get('sandbox', { id: 'tool' })).not.toBe(pool);
  });

  it('keeps an engine’s workers after its screens go when no idle time is set for engines', async () => {
    vi.useFakeTimers();
    const { entries } = setUp();
    const pools = dedicatedPools(entries, { cores, idleMs: { sandbox: IDLE } });
    pools.hold('engine', 'tool')();
    const pool = await pools.get('engine', { id: 'tool' });
    await vi.advanceTimersByTimeAsync(10 * IDLE);
    expect(await pools.get('engine', { id: 'tool' })).toBe(pool);
  });
});
