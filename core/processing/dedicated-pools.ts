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

/**
 * Each tool's own WorkerPool, made on its first job and kept warm across jobs (an engine or a
 * sandbox loaded once serves every later job), from the worker entry its runner's glob found.
 */
export function dedicatedPools(entries: Record<DedicatedRunner, WorkerEntries>, cores: () => number | undefined = () => navigator.hardwareConcurrency) {
  const pools = new Map<string, Promise<WorkerPool>>();
  return (runner: DedicatedRunner, target: DedicatedTarget): Promise<WorkerPool> => {
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
}
