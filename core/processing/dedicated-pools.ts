import { ProcessingError } from './errors';
import { defaultPoolSize, WorkerPool, type WorkerLike } from './pool';

/** The runners whose tools each have workers of their own, started from `plugins/<id>/<runner>.worker.ts`. */
export type DedicatedRunner = 'engine' | 'sandbox';

type WorkerConstructor = new (options?: { name?: string }) => WorkerLike;
/** A lazy glob of worker entries, keyed `/plugins/<id>/<runner>.worker.ts`. */
export type WorkerEntries = Record<string, () => Promise<WorkerConstructor>>;

export interface DedicatedTarget {
  id: string;
  /** Workers kept for the tool (default 1). */
  concurrency?: number;
}

interface DedicatedPoolSettings {
  cores?: () => number | undefined;
  /**
   * How long a runner's pool outlives the last screen of its tool (see `hold`) before its workers
   * stop and give their memory back; a runner not named keeps its pool until the tab closes.
   */
  idleMs?: Partial<Record<DedicatedRunner, number>>;
}

interface DedicatedPools {
  /** The tool's pool, made on its first use. */
  get(runner: DedicatedRunner, target: DedicatedTarget): Promise<WorkerPool>;
  /** A screen of the tool is open: its pool stays. Returns the release, for when the screen goes. */
  hold(runner: DedicatedRunner, toolId: string): () => void;
}

/**
 * Each tool's own WorkerPool, made on its first job and kept warm across jobs (an engine or a
 * sandbox loaded once serves every later job), from the worker entry its runner's glob found.
 */
export function dedicatedPools(
  entries: Record<DedicatedRunner, WorkerEntries>,
  { cores = () => navigator.hardwareConcurrency, idleMs = {} }: DedicatedPoolSettings = {},
): DedicatedPools {
  const pools = new Map<string, Promise<WorkerPool>>();
  const holders = new Map<string, number>();
  const idleTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const get = (runner: DedicatedRunner, target: DedicatedTarget): Promise<WorkerPool> => {
    let pool = pools.get(target.id);
    if (!pool) {
      const file = `${runner}.worker.ts`;
      const load = entries[runner][`/plugins/${target.id}/${file}`];
      if (!load) return Promise.reject(new ProcessingError('errors.noProcessor', `No ${file} for plugin "${target.id}"`));
      const size = Math.max(1, Math.min(target.concurrency ?? 1, defaultPoolSize(cores())));
      pool = load().then((DedicatedWorker) => new WorkerPool(() => new DedicatedWorker({ name: `localbox-${runner}-${target.id}` }), size));
      pool.catch(() => pools.delete(target.id));
      pools.set(target.id, pool);
    }
    return pool;
  };

  /** After `ms` with no screen of the tool, stops its pool; a job still running or waiting gets another `ms`. */
  const releaseWhenIdle = (toolId: string, ms: number) => {
    const timer = setTimeout(() => {
      idleTimers.delete(toolId);
      const pool = pools.get(toolId);
      void pool?.then((ready) => {
        if (holders.has(toolId) || pools.get(toolId) !== pool) return;
        if (ready.running + ready.pending > 0) return releaseWhenIdle(toolId, ms);
        pools.delete(toolId);
        ready.terminate();
      });
    }, ms);
    idleTimers.set(toolId, timer);
  };

  const hold = (runner: DedicatedRunner, toolId: string) => {
    holders.set(toolId, (holders.get(toolId) ?? 0) + 1);
    clearTimeout(idleTimers.get(toolId));
    idleTimers.delete(toolId);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = holders.get(toolId)! - 1;
      if (left > 0) return void holders.set(toolId, left);
      holders.delete(toolId);
      const ms = idleMs[runner];
      if (ms !== undefined) releaseWhenIdle(toolId, ms);
    };
  };

  return { get, hold };
}
