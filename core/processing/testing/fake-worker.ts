import type { WorkerLike } from '../pool';
import type { WorkerMessage, WorkerReply } from '../protocol';
import { createMessageHandler, globResolver, type ProcessorLoaders } from '../run-job';

/** A Worker stand-in running the real worker message handling in-process; records messages, transfers and terminations. */
export class FakeWorker implements WorkerLike {
  static created = 0;
  static terminated = 0;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  transfers: Transferable[][] = [];
  messages: WorkerMessage[] = [];
  private dead = false;
  private readonly handle;
  constructor(loaders: ProcessorLoaders, warm?: (pluginId: string) => Promise<unknown>) {
    FakeWorker.created++;
    this.handle = createMessageHandler(
      globResolver(loaders),
      (reply) => {
        if (!this.dead) setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
      },
      warm,
    );
  }
  postMessage(message: WorkerMessage, transfer: Transferable[]) {
    this.transfers.push(transfer);
    this.messages.push(message);
    this.handle(message);
  }
  terminate() {
    this.dead = true;
    FakeWorker.terminated++;
  }
}

/** Loaders keyed like the worker's import.meta.glob, from plain functions. */
export function loadersOf(processors: Record<string, unknown>): ProcessorLoaders {
  return Object.fromEntries(
    Object.entries(processors).map(([id, fn]) => [`/plugins/${id}/processor.ts`, async () => ({ default: fn as never })]),
  );
}
