import { ProcessingError, serializeError } from './errors';
import type { ProcessorModule } from './processor';
import { transferablesOf } from './processor';
import type { RunJobMessage, WorkerReply } from './protocol';

export type ProcessorLoaders = Record<string, () => Promise<ProcessorModule>>;

/** Runs one job inside a worker and replies; kept apart from the worker entry so it can be unit-tested. */
export async function runJob(
  message: RunJobMessage,
  loaders: ProcessorLoaders,
  reply: (message: WorkerReply, transfer?: Transferable[]) => void,
): Promise<void> {
  const { jobId, pluginId, input, options } = message;
  try {
    const load = loaders[`/plugins/${pluginId}/processor.ts`];
    if (!load) throw new ProcessingError('errors.noProcessor', `No processor for plugin "${pluginId}"`);
    const { default: processor } = await load();
    const output = await processor(input, options, {
      progress: (value) => reply({ type: 'progress', jobId, value: Math.min(1, Math.max(0, value)) }),
    });
    reply({ type: 'done', jobId, output }, transferablesOf(output));
  } catch (error) {
    reply({ type: 'error', jobId, error: serializeError(error) });
  }
}
