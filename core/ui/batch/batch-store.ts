import pLimit from 'p-limit';
import { JobSlots } from '../../processing/job-slot';
import { defaultPoolSize } from '../../processing/pool';
import { batchReducer, type BatchAction } from './batch-state';
import type { FolderSink } from './folder-sink';
import { IdleMeasurements } from './idle-measurements';
import type { BatchRow } from './types';

/**
 * Files read into memory (and prepared) at once: enough to keep every worker busy. A dropped
 * folder of 500 photos is handed to the workers a few files at a time, not all at once.
 */
export const FILES_IN_FLIGHT = defaultPoolSize(globalThis.navigator?.hardwareConcurrency) + 1;

/** What the visitor did (add, remove, clear, redo) shows within a frame. */
const USER_NOTIFY_MS = 16;
/**
 * What the jobs report (start, progress, done, failed) is coalesced over a longer span: each
 * render and repaint of the rows costs the main thread, and the cores it takes are the workers'
 * (a 20-photo image-resize batch spent about as much CPU on the page as in the workers).
 */
const JOB_NOTIFY_MS = 120;
const JOB_ACTIONS = new Set<BatchAction['type']>(['start', 'progress', 'done', 'failed']);

/**
 * One tool's batch, kept at module level: its rows and running jobs outlive the screen, so results
 * survive navigating away and back in the same tab, and a job keeps going meanwhile.
 */
export class BatchStore {
  rows: BatchRow[] = [];
  /** Each row's running job: a retry cancels the row's stale one. */
  readonly jobs = new JobSlots<string>();
  readonly inFlight = pLimit(FILES_IN_FLIGHT);
  /** Scores measured after the rows are done (FileInfo.scoreLater). */
  readonly measurements = new IdleMeasurements(() => this.rows.some((row) => row.status === 'queued' || row.status === 'working'));
  private readonly listeners = new Set<() => void>();
  private folderSink: FolderSink | undefined;
  private readonly folderListeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private due = Infinity;

  dispatch = (action: BatchAction) => {
    this.rows = batchReducer(this.rows, action);
    if (action.type === 'done' || action.type === 'failed') this.measurements.next();
    const delay = JOB_ACTIONS.has(action.type) && !this.lastToEnd(action) ? JOB_NOTIFY_MS : USER_NOTIFY_MS;
    const due = performance.now() + delay;
    if (due >= this.due) return;
    clearTimeout(this.timer);
    this.due = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.due = Infinity;
      this.listeners.forEach((listener) => listener());
    }, delay);
  };

  /** The batch's last job ended: shown within a frame, not after the jobs' longer span. */
  private lastToEnd(action: BatchAction): boolean {
    return (action.type === 'done' || action.type === 'failed') && !this.rows.some((row) => row.status === 'queued' || row.status === 'working');
  }

  /** A change not shown yet (tests wait for it to pass). */
  get notifying(): boolean {
    return this.timer !== undefined;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.rows;

  /** The folder finished rows are written into ("Save to a folder"), if the visitor chose one. */
  getFolder = () => this.folderSink;

  setFolder(sink: FolderSink | undefined): void {
    this.folderSink = sink;
    this.folderListeners.forEach((listener) => listener());
  }

  subscribeFolder = (listener: () => void) => {
    this.folderListeners.add(listener);
    return () => this.folderListeners.delete(listener);
  };

  /** Aborts every job and drops pending notifications. */
  dispose(): void {
    this.measurements.clear();
    this.jobs.cancelAll();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.due = Infinity;
    this.listeners.clear();
    this.folderSink = undefined;
    this.folderListeners.clear();
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
