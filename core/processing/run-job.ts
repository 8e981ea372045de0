import { JobCancelledError, ProcessingError, serializeError } from './errors';
import type { Processor, ProcessorModule, Stage, UntypedProcessor } from './processor';
import { transferablesOf } from './processor';
import type { RunJobMessage, WorkerMessage, WorkerReply } from './protocol';
import { throttleProgress } from './progress-throttle';

export type ProcessorLoaders = Record<string, () => Promise<ProcessorModule>>;
export type Reply<Result = unknown> = (message: WorkerReply<Result>, transfer?: Transferable[]) => void;

/** Finds `/plugins/<id>/processor.ts` (or another file name) among a glob's loaders. */
export function loaderFor(loaders: ProcessorLoaders, pluginId: string, file = 'processor.ts') {
  return loaders[`/plugins/${pluginId}/${file}`];
}

/**
 * Runs one job with a known processor and replies; kept apart from the worker entry so it can be
 * unit-tested. Progress leaves at most every PROGRESS_INTERVAL_MS (throttleProgress).
 */
export async function runWithProcessor<Input, Options, Result>(
  processor: Processor<Options, Input, Result>,
  message: RunJobMessage<Input, Options>,
  reply: Reply<Result>,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { jobId, input, options } = message;
  const progress = throttleProgress((value, stage) => reply({ type: 'progress', jobId, value, stage }));
  try {
    const output = await processor(input, options, {
      progress: (value: number, stage?: Stage) => progress.report(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)), stage),
      signal,
    });
    progress.stop();
    reply({ type: 'done', jobId, output }, transferablesOf(output));
  } catch (error) {
    progress.stop();
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
  let processor: UntypedProcessor;
  try {
    processor = untyped(await load());
  } catch (error) {
    reply({ type: 'error', jobId: message.jobId, error: serializeError(error) });
    return;
  }
  await runWithProcessor(processor, message, reply, signal);
}

/**
 * A module found by id in a glob: the worker cannot know its types. The page typed the message it
 * sent from the same processor (`runTool`, `useToolProcessor(job)`), so the worker passes it on as is.
 */
const untyped = (module: ProcessorModule) => module.default as UntypedProcessor;

/** How many jobs a worker runs at once when their processor allows overlapping (`overlapJobs`). */
export const MAX_OVERLAPPING_JOBS = 2;

interface RunningJob {
  message: RunJobMessage;
  controller: AbortController;
}

/**
 * A worker's message handler: 'run' queues a job, and jobs run in arrival order, each with its own
 * AbortController; 'cancel' aborts a running job (the processor sees `ctx.signal`) or drops a
 * waiting one (replying that it was cancelled). `resolve` picks the processor module for a message.
 *
 * One job at a time, unless the processor's module says `overlapJobs`: then the next job starts
 * while the current one waits on the browser's own threads. Results still come in arrival order, as
 * the pool expects: a later job's result waits for the earlier one's. Its progress goes at once (the
 * pool takes it as the sign that the job it holds has started).
 */
export function createMessageHandler(
  resolve: (message: RunJobMessage) => Promise<ProcessorModule>,
  reply: Reply,
  warm: (pluginId: string) => Promise<unknown> = async () => undefined,
) {
  const waiting: RunJobMessage[] = [];
  const running: RunningJob[] = [];
  /** What each plugin's module allows, learnt from its first job. */
  const overlaps = new Map<string, boolean>();
  /** Settles once the last job started has sent its result: the next job's result waits for it. */
  let lastReplied = Promise.resolve();
  const mayStart = (message: RunJobMessage) =>
    running.length === 0 ||
    (running.length < MAX_OVERLAPPING_JOBS && overlaps.get(message.pluginId) === true && running.every((job) => overlaps.get(job.message.pluginId) === true));

  const start = (message: RunJobMessage) => {
    const controller = new AbortController();
    const before = lastReplied;
    let replied!: () => void;
    lastReplied = new Promise<void>((done) => (replied = done));
    const job: RunningJob = { message, controller };
    running.push(job);
    const orderedReply: Reply = (answer, transfer) => {
      if (answer.type === 'progress') return reply(answer, transfer);
      void before.then(() => {
        reply(answer, transfer);
        replied();
      });
    };
    void resolve(message)
      .then(
        (module) => {
          overlaps.set(message.pluginId, module.overlapJobs === true);
          // Now known to overlap: the job behind it may start.
          pump();
          return runWithProcessor(untyped(module), message, orderedReply, controller.signal);
        },
        (error: unknown) => orderedReply({ type: 'error', jobId: message.jobId, error: serializeError(error) }),
      )
      .finally(() => {
        running.splice(running.indexOf(job), 1);
        pump();
      });
  };
  const pump = () => {
    while (waiting.length && mayStart(waiting[0])) start(waiting.shift()!);
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
      } else running.find((job) => job.message.jobId === message.jobId)?.controller.abort();
      return;
    }
    waiting.push(message);
    pump();
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
  return async (message: RunJobMessage): Promise<ProcessorModule> => {
    const load = loaderFor(loaders, message.pluginId);
    if (!load) throw new ProcessingError('errors.noProcessor', `No processor for plugin "${message.pluginId}"`);
    return load();
  };
}
