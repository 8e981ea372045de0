import { JobCancelledError, ProcessingError, serializeError } from './errors';
import type { AnyProcessor, ProcessorModule, Stage } from './processor';
import { transferablesOf } from './processor';
import type { RunJobMessage, WorkerMessage, WorkerReply } from './protocol';

export type ProcessorLoaders = Record<string, () => Promise<ProcessorModule>>;
export type Reply = (message: WorkerReply, transfer?: Transferable[]) => void;

/** Finds `/plugins/<id>/processor.ts` (or another file name) among a glob's loaders. */
export function loaderFor(loaders: ProcessorLoaders, pluginId: string, file = 'processor.ts') {
  return loaders[`/plugins/${pluginId}/${file}`];
}

/** Runs one job with a known processor and replies; kept apart from the worker entry so it can be unit-tested. */
export async function runWithProcessor(
  processor: AnyProcessor,
  message: RunJobMessage,
  reply: Reply,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { jobId, input, options } = message;
  try {
    const output = await processor(input, options, {
      progress: (value: number, stage?: Stage) =>
        reply({ type: 'progress', jobId, value: Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)), stage }),
      signal,
    });
    reply({ type: 'done', jobId, output }, transferablesOf(output));
  } catch (error) {
    reply({ type: 'error', jobId, error: serializeError(error) });
  }
}

/** Runs one job, loading the plugin's processor from the worker's glob. */
export async function runJob(message: RunJobMessage, loaders: ProcessorLoaders, reply: Reply, signal?: AbortSignal): Promise<void> {
  const load = loaderFor(loaders, message.pluginId);
  if (!load) {
    reply({ type: 'error', jobId: message.jobId, error: serializeError(new ProcessingError('errors.noProcessor', `No processor for plugin "${message.pluginId}"`)) });
    return;
  }
  let processor: AnyProcessor;
  try {
    processor = (await load()).default;
  } catch (error) {
    reply({ type: 'error', jobId: message.jobId, error: serializeError(error) });
    return;
  }
  await runWithProcessor(processor, message, reply, signal);
}

/**
 * A worker's message handler: 'run' queues a job, and jobs run one at a time in arrival order,
 * each with its own AbortController; 'cancel' aborts the running job (the processor sees
 * `ctx.signal`) or drops a waiting one (replying that it was cancelled). `resolve` picks the
 * processor for a message.
 */
export function createMessageHandler(
  resolve: (message: RunJobMessage) => Promise<AnyProcessor>,
  reply: Reply,
  warm: (pluginId: string) => Promise<unknown> = async () => undefined,
) {
  const waiting: RunJobMessage[] = [];
  let current: { jobId: number; controller: AbortController } | null = null;
  const runNext = () => {
    const message = waiting.shift();
    if (!message) return;
    const controller = new AbortController();
    current = { jobId: message.jobId, controller };
    void resolve(message)
      .then(
        (processor) => runWithProcessor(processor, message, reply, controller.signal),
        (error: unknown) => reply({ type: 'error', jobId: message.jobId, error: serializeError(error) }),
      )
      .finally(() => {
        current = null;
        runNext();
      });
  };
  return (message: WorkerMessage) => {
    if (message.type === 'warm') {
      // Never in the jobs' way: a job that arrives meanwhile loads the same module once.
      warm(message.pluginId).catch(() => undefined);
      return;
    }
    if (message.type === 'cancel') {
      const index = waiting.findIndex((job) => job.jobId === message.jobId);
      if (index >= 0) {
        waiting.splice(index, 1);
        reply({ type: 'error', jobId: message.jobId, error: serializeError(new JobCancelledError()) });
      } else if (current?.jobId === message.jobId) current.controller.abort();
      return;
    }
    waiting.push(message);
    if (!current) runNext();
  };
}

/** The pool worker's warm-up: loads plugins/<id>/processor.ts and runs its optional `warm` export. */
export function globWarmer(loaders: ProcessorLoaders) {
  return async (pluginId: string): Promise<void> => {
    const load = loaderFor(loaders, pluginId);
    if (load) await (await load()).warm?.();
  };
}

/** The processor resolver for the pool worker: plugins/<id>/processor.ts from the glob. */
export function globResolver(loaders: ProcessorLoaders) {
  return async (message: RunJobMessage): Promise<AnyProcessor> => {
    const load = loaderFor(loaders, message.pluginId);
    if (!load) throw new ProcessingError('errors.noProcessor', `No processor for plugin "${message.pluginId}"`);
    return (await load()).default;
  };
}
