import { trackJob } from './activity';
import { ProcessingError } from './errors';
import { runOnMainThread } from './main-thread';
import { defaultPoolSize, getWorkerPool, WorkerPool, type RunOptions, type WorkerLike } from './pool';
import type { AnyProcessor, InputOf, OptionsOf, ProcessContext, ProcessorModule, ResultOf, UntypedProcessor } from './processor';
import { loaderFor } from './run-job';

/** The part of a manifest that says where a tool's processor runs. */
export interface RunTarget {
  id: string;
  runsOn?: 'pool' | 'engine' | 'main';
  /** Engine workers kept for the tool (default 1). */
  concurrency?: number;
}

type WorkerConstructor = new (options?: { name?: string }) => Worker;

// Each is a lazy glob: a tool's engine worker or main-thread processor loads when first used.
const engineWorkers = import.meta.glob<WorkerConstructor>('/plugins/*/engine.worker.ts', { query: '?worker', import: 'default' });
const mainProcessors = import.meta.glob<ProcessorModule>('/plugins/*/processor.main.ts');

const enginePools = new Map<string, Promise<WorkerPool>>();

/** The tool's dedicated engine worker pool, kept warm across jobs (its own concurrency, default 1). */
function enginePool(target: RunTarget): Promise<WorkerPool> {
  let pool = enginePools.get(target.id);
  if (!pool) {
    const load = engineWorkers[`/plugins/${target.id}/engine.worker.ts`];
    if (!load) return Promise.reject(new ProcessingError('errors.noProcessor', `No engine.worker.ts for plugin "${target.id}"`));
    pool = load().then(
      (EngineWorker) =>
        new WorkerPool(
          () => new EngineWorker({ name: `localbox-engine-${target.id}` }) as unknown as WorkerLike,
          Math.max(1, Math.min(target.concurrency ?? 1, defaultPoolSize(navigator.hardwareConcurrency))),
        ),
    );
    pool.catch(() => enginePools.delete(target.id));
    enginePools.set(target.id, pool);
  }
  return pool;
}

/**
 * Runs a tool's processor wherever its manifest says: the shared pool (default), its engine
 * worker, or the main thread. Same arguments, same result and errors, same cancellation.
 * P is the processor's type, which a screen gets from its job handle (`useToolProcessor(job)`);
 * without it the result is `unknown`.
 */
export function runTool<P extends AnyProcessor = UntypedProcessor>(
  target: RunTarget,
  input: InputOf<P>,
  options: OptionsOf<P>,
  runOptions: RunOptions = {},
): Promise<ResultOf<P>> {
  return trackJob(dispatch<P>(target, input, options, runOptions));
}

/**
 * Starts the tool's workers and loads its processor before the first file: the shared pool's
 * workers, or the tool's engine worker (its code only: an engine's wasm or model still loads with
 * the first job, so opening a tool downloads no engine).
 */
export function warmTool(target: RunTarget): void {
  const runsOn = target.runsOn ?? 'pool';
  if (runsOn === 'pool') getWorkerPool().warm(target.id);
  else if (runsOn === 'engine') void enginePool(target).then((pool) => pool.warm(target.id), () => undefined);
}

async function dispatch<P extends AnyProcessor>(target: RunTarget, input: InputOf<P>, options: OptionsOf<P>, runOptions: RunOptions): Promise<ResultOf<P>> {
  switch (target.runsOn ?? 'pool') {
    case 'pool':
      return getWorkerPool().run<P>(target.id, input, options, runOptions);
    case 'engine':
      return (await enginePool(target)).run<P>(target.id, input, options, runOptions);
    case 'main': {
      const load = loaderFor(mainProcessors, target.id, 'processor.main.ts');
      if (!load) throw new ProcessingError('errors.noProcessor', `No processor.main.ts for plugin "${target.id}"`);
      // Found by id, like the workers' processors: typed by P, which the page took from the same module.
      const processor = (await load()).default as unknown as (input: InputOf<P>, options: OptionsOf<P>, context: ProcessContext) => Promise<ResultOf<P>>;
      return runOnMainThread(processor, input, options, runOptions);
    }
  }
}
