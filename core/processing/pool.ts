import { JobCancelledError, JobTimeoutError, ProcessingError, deserializeError } from './errors';
import { jobClock, type JobClock } from './job-clock';
import { transferablesOf } from './processor';
import type { AnyProcessor, InputOf, OptionsOf, ResultOf, Stage, UntypedProcessor } from './processor';
import type { RunJobMessage, WorkerMessage, WorkerReply } from './protocol';

/** The part of a Worker the pool uses; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerMessage, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface RunOptions {
  /** Called when a worker picks the job up (it may wait in the queue before). */
  onStart?: () => void;
  onProgress?: (value: number, stage?: Stage) => void;
  signal?: AbortSignal;
  /** Kills the job's worker after this long at work and rejects with JobTimeoutError (job-clock.ts: loading an engine does not count). */
  timeoutMs?: number;
}

interface Job {
  id: number;
  /** onStart has been called: when its worker took it up, or, for a job it held, at its first progress. */
  started?: boolean;
  message: RunJobMessage;
  options: RunOptions;
  clock: JobClock;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  cleanup(): void;
}

interface Slot {
  worker: WorkerLike;
  job: Job | null;
  /**
   * The job posted ahead, which the worker starts as soon as its current one ends, without waiting
   * for the page's main thread to hand it over (a busy page left workers idle half a batch).
   */
  next?: Job;
  /** A cancelled job the worker was asked to stop; the slot is reused once it replies. */
  draining?: number;
  /** The draining job's grace period (CANCEL_GRACE_MS). */
  timer?: ReturnType<typeof setTimeout>;
}

export const MAX_POOL_SIZE = 4;
/** How long a cancelled job may take to honour its AbortSignal before its worker is terminated. */
export const CANCEL_GRACE_MS = 1000;

export function defaultPoolSize(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(MAX_POOL_SIZE, hardwareConcurrency || 2));
}

/**
 * Runs plugin processors in Web Workers. Jobs queue FIFO; each busy worker also holds the next
 * job, which it runs as soon as its current one ends. A failing job rejects alone and the
 * others go on. Cancelling a running job rejects it at once and sends the worker a 'cancel' (the
 * processor's AbortSignal fires); a worker that has not stopped after CANCEL_GRACE_MS is
 * terminated and a fresh one takes the slot. A timeout terminates at once.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly createWorker: () => WorkerLike,
    readonly size: number,
  ) {}

  /** Jobs not started yet: queued here or held by a busy worker. */
  get pending(): number {
    return this.queue.length + this.slots.filter((slot) => slot.next).length;
  }

  get running(): number {
    return this.slots.filter((slot) => slot.job || slot.draining).length;
  }

  /** Runs plugins/<pluginId>/processor.ts (or the engine worker's) on `input`; P, its type, types the rest. */
  run<P extends AnyProcessor = UntypedProcessor>(pluginId: string, input: InputOf<P>, options: OptionsOf<P>, runOptions: RunOptions = {}): Promise<ResultOf<P>> {
    return new Promise<ResultOf<P>>((resolve, reject) => {
      const id = this.nextId++;
      const { signal } = runOptions;
      if (signal?.aborted) return reject(new JobCancelledError());
      const onAbort = () => this.cancel(id, new JobCancelledError());
      signal?.addEventListener('abort', onAbort, { once: true });
      const { timeoutMs } = runOptions;
      this.queue.push({
        id,
        message: { type: 'run', jobId: id, pluginId, input, options },
        options: runOptions,
        clock: jobClock(timeoutMs, () => this.kill(id, new JobTimeoutError(timeoutMs!))),
        resolve: resolve as (value: unknown) => void,
        reject,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      });
      this.pump();
    });
  }

  /**
   * Starts every worker the pool may have and has each idle one load the plugin's processor, so a
   * first batch finds them ready (worker start, module and codec loads took a few hundred ms).
   */
  warm(pluginId: string): void {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    for (const slot of this.slots) {
      if (slot.job || slot.draining) continue;
      try {
        slot.worker.postMessage({ type: 'warm', pluginId }, []);
      } catch {
        // A worker that cannot take it warms up with its first job instead.
      }
    }
  }

  /** Stops every worker and rejects what is queued or running. */
  terminate(): void {
    for (const job of this.queue.splice(0)) this.settle(job, new JobCancelledError());
    for (const slot of this.slots.splice(0)) {
      clearTimeout(slot.timer);
      slot.worker.terminate();
      if (slot.job) this.settle(slot.job, new JobCancelledError());
      if (slot.next) this.settle(slot.next, new JobCancelledError());
    }
  }

  private pump(): void {
    while (this.queue.length) {
      const slot = this.freeSlot();
      if (!slot) break;
      const job = this.queue.shift()!;
      this.begin(slot, job);
      try {
        slot.worker.postMessage(job.message, transferablesOf(job.message.input));
      } catch (error) {
        this.finish(slot, error);
      }
    }
    this.postAhead();
  }

  /** Every worker busy: each takes its next job now. Not inputs with buffers to transfer, which could not be sent again to another worker. */
  private postAhead(): void {
    for (const slot of this.slots) {
      const job = this.queue[0];
      if (!job || transferablesOf(job.message.input).length) return;
      if (!slot.job || slot.next || slot.draining) continue;
      this.queue.shift();
      slot.next = job;
      try {
        slot.worker.postMessage(job.message, []);
      } catch {
        slot.next = undefined;
        this.queue.unshift(job);
        return;
      }
    }
  }

  /** The slot's job from now on: started (its timeout runs from here). */
  private begin(slot: Slot, job: Job): void {
    slot.job = job;
    job.clock.start();
    this.markStarted(job);
  }

  private markStarted(job: Job): void {
    if (job.started) return;
    job.started = true;
    job.options.onStart?.();
  }

  /** The worker has moved on to the job it was holding. */
  private advance(slot: Slot): void {
    const next = slot.next;
    slot.next = undefined;
    if (next) this.begin(slot, next);
  }

  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.job && !slot.draining);
    if (idle) return idle;
    if (this.slots.length >= this.size) return undefined;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    const worker = this.createWorker();
    const slot: Slot = { worker, job: null };
    worker.onmessage = (event) => this.onReply(slot, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      // An uncaught error or a crash (e.g. out of memory) leaves the worker unusable: replace it.
      const job = slot.job;
      this.replace(slot);
      if (job) this.settle(job, new ProcessingError('errors.workerCrashed', event.message || 'Worker crashed'));
      this.pump();
    };
    return slot;
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (slot.draining === reply.jobId && reply.type !== 'progress') {
      // The cancelled job stopped: the warm worker takes the next job.
      clearTimeout(slot.timer);
      slot.draining = undefined;
      this.advance(slot);
      this.pump();
      return;
    }
    if (reply.type === 'progress' && slot.next?.id === reply.jobId) {
      // The held job runs beside the current one (overlapJobs): its row starts now, not when the other ends.
      this.markStarted(slot.next);
      slot.next.clock.stage(reply.stage);
      slot.next.options.onProgress?.(reply.value, reply.stage);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== reply.jobId) return;
    if (reply.type === 'progress') {
      job.clock.stage(reply.stage);
      job.options.onProgress?.(reply.value, reply.stage);
    } else if (reply.type === 'done') this.finish(slot, undefined, reply.output);
    else this.finish(slot, deserializeError(reply.error));
  }

  private finish(slot: Slot, error: unknown, output?: unknown): void {
    const job = slot.job!;
    slot.job = null;
    this.settle(job, error, output);
    this.advance(slot);
    this.pump();
  }

  /** Cancels a queued job, or asks a running one to stop (terminating its worker after a grace period). */
  private cancel(jobId: number, reason: Error): void {
    if (this.dequeue(jobId, reason)) return;
    const holder = this.slots.find((s) => s.next?.id === jobId);
    if (holder) {
      // Held by a busy worker, not started: it drops it (its reply is ignored) and goes on.
      this.settle(holder.next!, reason);
      holder.next = undefined;
      this.tell(holder, jobId);
      this.pump();
      return;
    }
    const slot = this.slots.find((s) => s.job?.id === jobId);
    if (!slot) return;
    const job = slot.job!;
    slot.job = null;
    slot.draining = jobId;
    this.settle(job, reason);
    this.tell(slot, jobId);
    slot.timer = setTimeout(() => {
      if (slot.draining !== jobId) return;
      this.replace(slot);
      this.pump();
    }, CANCEL_GRACE_MS);
  }

  private tell(slot: Slot, jobId: number): void {
    try {
      slot.worker.postMessage({ type: 'cancel', jobId }, []);
    } catch {
      // A worker that cannot take the message is terminated by the cancel's grace timer.
    }
  }

  /** Stops a job at once by terminating its worker (timeouts). */
  private kill(jobId: number, reason: Error): void {
    if (this.dequeue(jobId, reason)) return;
    const slot = this.slots.find((s) => s.job?.id === jobId);
    if (!slot) return;
    const job = slot.job!;
    this.replace(slot);
    this.settle(job, reason);
    this.pump();
  }

  private dequeue(jobId: number, reason: Error): boolean {
    const queued = this.queue.findIndex((job) => job.id === jobId);
    if (queued < 0) return false;
    const [job] = this.queue.splice(queued, 1);
    this.settle(job, reason);
    return true;
  }

  /** Terminates a slot's worker and puts a fresh one in its place; the job it held goes back to the front of the queue. */
  private replace(slot: Slot): void {
    if (slot.next) this.queue.unshift(slot.next);
    slot.next = undefined;
    clearTimeout(slot.timer);
    slot.worker.onmessage = null;
    slot.worker.onerror = null;
    slot.worker.terminate();
    slot.draining = undefined;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private settle(job: Job, error: unknown, output?: unknown): void {
    job.clock.stop();
    job.cleanup();
    if (error) job.reject(error);
    else job.resolve(output);
  }
}

let shared: WorkerPool | undefined;

/** The app-wide pool, sized from the machine's cores (at most 4). */
export function getWorkerPool(): WorkerPool {
  shared ??= new WorkerPool(
    () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'localbox-processor' }) as WorkerLike,
    defaultPoolSize(navigator.hardwareConcurrency),
  );
  return shared;
}
