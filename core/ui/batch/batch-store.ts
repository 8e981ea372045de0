import pLimit from 'p-limit';
import { defaultPoolSize } from '../../processing/pool';
import { batchReducer, type BatchAction } from './batch-state';
import type { BatchRow } from './types';

/**
 * Files read into memory (and prepared) at once: enough to keep every worker busy. A dropped
 * folder of 500 photos is handed to the workers a few files at a time, not all at once.
 */
export const FILES_IN_FLIGHT = defaultPoolSize(globalThis.navigator?.hardwareConcurrency) + 1;

/** Renders are coalesced: a batch of 1,000 rows posting progress re-renders at most once a frame. */
const NOTIFY_DELAY_MS = 16;

/**
 * One tool's batch, kept at module level: its rows and running jobs outlive the screen, so results
 * survive navigating away and back in the same tab, and a job keeps going meanwhile.
 */
export class BatchStore {
  rows: BatchRow[] = [];
  readonly controllers = new Map<string, AbortController>();
  readonly inFlight = pLimit(FILES_IN_FLIGHT);
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  dispatch = (action: BatchAction) => {
    this.rows = batchReducer(this.rows, action);
    if (this.timer === undefined) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.listeners.forEach((listener) => listener());
      }, NOTIFY_DELAY_MS);
    }
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.rows;

  /** Aborts every job and drops pending notifications. */
  dispose(): void {
    this.controllers.forEach((controller) => controller.abort());
    clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }
}

const stores = new Map<string, BatchStore>();

export function batchStoreFor(toolId: string): BatchStore {
  let store = stores.get(toolId);
  if (!store) {
    store = new BatchStore();
    stores.set(toolId, store);
  }
  return store;
}

/** Forgets every tool's batch (tests). */
export function resetBatchStores(): void {
  for (const store of stores.values()) store.dispose();
  stores.clear();
}
