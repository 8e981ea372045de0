import { JobCancelledError, ProcessingError } from './errors';

/** How a run ended. A cancelled run (replaced by a newer one, or stopped) has no result to show. */
export type JobOutcome<R> = { status: 'done'; result: R } | { status: 'failed'; error: ProcessingError } | { status: 'cancelled' };

const CANCELLED = { status: 'cancelled' } as const;

/** Any failure as an error a screen can translate: a ProcessingError as it is, anything else under `fallbackKey`. */
export function asProcessingError(error: unknown, fallbackKey = 'errors.unknown'): ProcessingError {
  if (error instanceof ProcessingError) return error;
  return new ProcessingError(fallbackKey, error instanceof Error ? error.message : String(error));
}

/**
 * One place a job runs (a screen's live result, one batch row): a new run cancels the one before,
 * whose outcome is then 'cancelled', so a stale result never lands. `work` gets the run's signal,
 * which it hands to `runTool` (the worker then aborts the job).
 */
export class JobSlot {
  private controller: AbortController | undefined;

  get running(): boolean {
    return this.controller !== undefined;
  }

  async run<R>(work: (signal: AbortSignal) => Promise<R>, fallbackErrorKey?: string): Promise<JobOutcome<R>> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const result = await work(controller.signal);
      return controller.signal.aborted ? CANCELLED : { status: 'done', result };
    } catch (error) {
      if (error instanceof JobCancelledError || controller.signal.aborted) return CANCELLED;
      return { status: 'failed', error: asProcessingError(error, fallbackErrorKey) };
    } finally {
      if (this.controller === controller) this.controller = undefined;
    }
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}

/** A slot per key (a batch's rows, a list's images): each key's newest run counts, keys run side by side. */
export class JobSlots<Key> {
  private readonly slots = new Map<Key, JobSlot>();

  async run<R>(key: Key, work: (signal: AbortSignal) => Promise<R>, fallbackErrorKey?: string): Promise<JobOutcome<R>> {
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = new JobSlot()));
    try {
      return await slot.run(work, fallbackErrorKey);
    } finally {
      if (!slot.running && this.slots.get(key) === slot) this.slots.delete(key);
    }
  }

  cancel(key: Key): void {
    this.slots.get(key)?.cancel();
    this.slots.delete(key);
  }

  cancelAll(): void {
    this.slots.forEach((slot) => slot.cancel());
    this.slots.clear();
  }
}
