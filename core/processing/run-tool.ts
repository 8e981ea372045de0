import { trackJob } from './activity';
import { dedicatedPools, type WorkerEntries } from './dedicated-pools';
import { ProcessingError } from './errors';
import { runWithMainSteps, type MainSteps, type WorkerJob } from './main-steps';
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

/** How long a sandbox tool's workers outlive its last screen. */
const SANDBOX_IDLE_MS = 60_000;

// Each is a lazy glob: a tool's own worker or main-thread processor loads when first used.
const dedicatedPool = dedicatedPools(
  {
    engine: import.meta.glob('/plugins/*/engine.worker.ts', { query: '?worker', import: 'default' }) as WorkerEntries,
    sandbox: import.meta.glob('/plugins/*/sandbox.worker.ts', { query: '?worker', import: 'default' }) as WorkerEntries,
  },
  // A sandbox holds up to a QuickJS heap (128 MB) that nothing needs once its screens are gone.
  { idleMs: { sandbox: SANDBOX_IDLE_MS } },
);
const mainProcessors = import.meta.glob<ProcessorModule>('/plugins/*/processor.main.ts');
// A worker tool's steps on the page, before and after its worker job (core/processing/main-steps.ts).
const beforeSteps = import.meta.glob<ProcessorModule>('/plugins/*/before.main.ts');
const afterSteps = import.meta.glob<ProcessorModule>('/plugins/*/after.main.ts');

/**
 * Runs a tool's processor wherever its manifest says: the shared pool (default), its engine
 * worker, the main thread, or its sandbox worker; a worker job with the tool's page steps around it
 * (main-steps.ts). Same arguments, same result and errors, same cancellation.
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
  else if (runsOn !== 'main') void dedicatedPool.get(runsOn, target).then((pool) => pool.warm(target.id), () => undefined);
  if (runsOn !== 'main') void mainStepsOf(target.id).catch(() => undefined);
}

/**
 * A screen of the tool is open, so its own workers stay; returns the release, for when the screen
 * goes. Once no screen holds them, a sandbox tool's workers stop after SANDBOX_IDLE_MS.
 */
export function holdTool(target: RunTarget): () => void {
  const runsOn = target.runsOn ?? 'pool';
  return runsOn === 'engine' || runsOn === 'sandbox' ? dedicatedPool.hold(runsOn, target.id) : () => undefined;
}

/**
 * The tool's page steps around its worker job, each loaded when first needed. Found by id, like
 * its processors: typed by P, which the steps took from the same processor (beforeWorker<P>, afterWorker<P>).
 */
async function mainStepsOf<P extends AnyProcessor>(toolId: string): Promise<MainSteps<P>> {
  const before = loaderFor(beforeSteps, toolId, 'before.main.ts');
  const after = loaderFor(afterSteps, toolId, 'after.main.ts');
  if (!before && !after) return {};
  const [beforeModule, afterModule] = await Promise.all([before?.(), after?.()]);
  return { before: beforeModule?.default as MainSteps<P>['before'], after: afterModule?.default as MainSteps<P>['after'] };
}

async function dispatch<P extends AnyProcessor>(target: RunTarget, input: InputOf<P>, options: OptionsOf<P>, runOptions: RunOptions): Promise<ResultOf<P>> {
  const runsOn = target.runsOn ?? 'pool';
  if (runsOn === 'main') {
    const load = loaderFor(mainProcessors, target.id, 'processor.main.ts');
    if (!load) throw new ProcessingError('errors.noProcessor', `No processor.main.ts for plugin "${target.id}"`);
    // Found by id, like the workers' processors: typed by P, which the page took from the same module.
    const processor = (await load()).default as unknown as (input: InputOf<P>, options: OptionsOf<P>, context: ProcessContext) => Promise<ResultOf<P>>;
    return runOnMainThread(processor, input, options, runOptions);
  }
  const pool = runsOn === 'pool' ? getWorkerPool() : await dedicatedPool.get(runsOn, target);
  const worker: WorkerJob<P> = (workerInput, workerOptions, workerRun) => pool.run<P>(target.id, workerInput, workerOptions, workerRun);
  return runWithMainSteps(await mainStepsOf<P>(target.id), worker, input, options, runOptions);
}
