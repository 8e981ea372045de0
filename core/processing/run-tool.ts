import { trackJob } from './activity';
import { dedicatedPools, type WorkerEntries } from './dedicated-pools';
import { ProcessingError } from './errors';
import { runOnMainThread } from './main-thread';
import { getWorkerPool, type RunOptions } from './pool';
import type { AnyProcessor, InputOf, OptionsOf, ProcessContext, ProcessorModule, ResultOf, UntypedProcessor } from './processor';
import { loaderFor } from './run-job';
import type { RunsOn } from '../plugin/manifest-values';

/** The part of a manifest that says where a tool's processor runs. */
export interface RunTarget {
  id: string;
  runsOn?: RunsOn;
  /** Workers kept for an engine or sandbox tool (default 1). */
  concurrency?: number;
}

// Each is a lazy glob: a tool's own worker or main-thread processor loads when first used.
const dedicatedPool = dedicatedPools({
  engine: import.meta.glob('/plugins/*/engine.worker.ts', { query: '?worker', import: 'default' }) as WorkerEntries,
  sandbox: import.meta.glob('/plugins/*/sandbox.worker.ts', { query: '?worker', import: 'default' }) as WorkerEntries,
});
const mainProcessors = import.meta.glob<ProcessorModule>('/plugins/*/processor.main.ts');

/**
 * Runs a tool's processor wherever its manifest says: the shared pool (default), its engine
 * worker, the main thread, or its sandbox worker. Same arguments, same result and errors, same cancellation.
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
 * workers, or the tool's own engine or sandbox worker (with what its `warm` prepares: a downloaded
 * engine or model still loads with the first job, so opening a tool downloads no engine).
 */
export function warmTool(target: RunTarget): void {
  const runsOn = target.runsOn ?? 'pool';
  if (runsOn === 'pool') getWorkerPool().warm(target.id);
  else if (runsOn !== 'main') void dedicatedPool(runsOn, target).then((pool) => pool.warm(target.id), () => undefined);
}

async function dispatch<P extends AnyProcessor>(target: RunTarget, input: InputOf<P>, options: OptionsOf<P>, runOptions: RunOptions): Promise<ResultOf<P>> {
  const runsOn = target.runsOn ?? 'pool';
  switch (runsOn) {
    case 'pool':
      return getWorkerPool().run<P>(target.id, input, options, runOptions);
    case 'engine':
    case 'sandbox':
      return (await dedicatedPool(runsOn, target)).run<P>(target.id, input, options, runOptions);
    case 'main': {
      const load = loaderFor(mainProcessors, target.id, 'processor.main.ts');
      if (!load) throw new ProcessingError('errors.noProcessor', `No processor.main.ts for plugin "${target.id}"`);
      // Found by id, like the workers' processors: typed by P, which the page took from the same module.
      const processor = (await load()).default as unknown as (input: InputOf<P>, options: OptionsOf<P>, context: ProcessContext) => Promise<ResultOf<P>>;
      return runOnMainThread(processor, input, options, runOptions);
    }
  }
}
