import { describe, expect, it } from 'vitest';
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

function setUp() {
  const names: string[] = [];
  const entries = {
    engine: { '/plugins/tool/engine.worker.ts': entryOf(async () => 'engine', names) } as WorkerEntries,
    sandbox: { '/plugins/tool/sandbox.worker.ts': entryOf(async () => 'sandbox', names) } as WorkerEntries,
  };
  return { names, entries };
}

describe('dedicatedPools', () => {
  it('runs a sandbox job in the tool’s own sandbox worker, an engine job in its engine worker', async () => {
    const { names, entries } = setUp();
    await expect((await dedicatedPools(entries, () => 2)('sandbox', { id: 'tool' })).run('tool', 0, {})).resolves.toBe('sandbox');
    await expect((await dedicatedPools(entries, () => 2)('engine', { id: 'tool' })).run('tool', 0, {})).resolves.toBe('engine');
    expect(names).toEqual(['localbox-sandbox-tool', 'localbox-engine-tool']);
  });

  it('keeps one pool per tool, sized by its concurrency within the machine’s', async () => {
    const { entries } = setUp();
    const poolOf = dedicatedPools(entries, () => 2);
    const pool = await poolOf('sandbox', { id: 'tool', concurrency: 8 });
    expect(await poolOf('sandbox', { id: 'tool' })).toBe(pool);
    expect(pool.size).toBe(2);
    expect((await dedicatedPools(entries, () => 2)('sandbox', { id: 'tool' })).size).toBe(1);
  });

  it('refuses a tool without the worker its runner needs', async () => {
    const { entries } = setUp();
    const poolOf = dedicatedPools(entries, () => 2);
    await expect(poolOf('sandbox', { id: 'other' })).rejects.toMatchObject({ key: 'errors.noProcessor', message: 'No sandbox.worker.ts for plugin "other"' });
  });
});
