import { deploymentIsSafe } from '../../core/processing/deployment-guard';
import { defineProcessor, throwIfAborted, type Processor } from '../../core/processing/processor';
import type { RunLimits, RunOutcome, SandboxLibrary } from './outcome';
import { runSnippet } from './quickjs-runner';
import { workerSandboxEngine, type SandboxEngine } from './sandbox-engine';

/** A code runner's job: the user's snippet. Its options are the run's limits, its result the outcome. */
export interface SnippetInput {
  code: string;
}

export type SnippetProcessor = Processor<RunLimits, SnippetInput, RunOutcome>;

/**
 * A runner plugin's processor (manifest `runsOn: 'sandbox'`): each snippet runs in a fresh QuickJS
 * runtime with the plugin's library. Until the snippet itself begins the job reports
 * `loading-engine`, so the job's time limit counts the user's code, never the engine's start-up.
 * The snippet cannot see the job's AbortSignal while it runs (the interpreter holds the thread): a
 * cancel that is not honoured in time terminates the worker, as for every job.
 */
export function snippetProcessor(loadLibrary: () => Promise<SandboxLibrary>, engine: SandboxEngine = workerSandboxEngine): SnippetProcessor {
  return defineProcessor(async ({ code }: SnippetInput, limits: RunLimits, { progress, signal }): Promise<RunOutcome> => {
    progress(0, 'loading-engine');
    if (!(await deploymentIsSafe())) return { status: 'blocked', logs: [] };
    const [quickJs, library] = await unlessAborted(signal, Promise.all([engine.load(), loadLibrary()]));
    try {
      return runSnippet(quickJs, library, code, limits, () => progress(0, 'processing'));
    } catch (error) {
      // An aborted wasm instance cannot be trusted again: the next run gets a fresh one.
      engine.discard();
      return error instanceof WebAssembly.RuntimeError ? { status: 'limit', limit: 'engine', logs: [] } : { status: 'unknown', logs: [] };
    }
  });
}

/**
 * Waits for the engine and library, but a cancel answers at once: the load goes on for the next
 * run, and the worker is not terminated for taking longer than the cancel's grace to start.
 */
function unlessAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  throwIfAborted(signal);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Job cancelled', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
