/**
 * The files of one recipe run and every step's result. Shared by the page's rows and its ZIP;
 * updates from the jobs are shown together a few times a second, not one render per step.
 */
import pLimit from 'p-limit';
import { defaultPoolSize } from '../processing/pool';
import { runRecipeFile, waitingSteps, type PlannedStep, type StepResult } from './run-recipe';

export interface RecipeRow {
  id: string;
  file: File;
  steps: StepResult[];
}

const NOTIFY_MS = 120;
/** Files read and in the steps at once, as in a tool's batch: enough to keep every worker busy. */
const FILES_IN_FLIGHT = defaultPoolSize(globalThis.navigator?.hardwareConcurrency) + 1;
let counter = 0;

export class RecipeRuns {
  rows: RecipeRow[] = [];
  private readonly listeners = new Set<() => void>();
  private controller = new AbortController();
  private readonly limit = pLimit(FILES_IN_FLIGHT);
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly steps: PlannedStep[]) {}

  /** Adds the files as rows at once and runs them a few at a time. */
  add(files: File[]): void {
    const added = files.map((file) => ({ id: `recipe-row-${counter++}`, file, steps: waitingSteps(this.steps.length) }));
    this.rows = [...this.rows, ...added];
    this.notify(0);
    const { signal } = this.controller;
    for (const row of added) {
      void this.limit(() => (signal.aborted ? false : runRecipeFile(row.file, this.steps, (index, result) => this.update(row.id, index, result), signal)));
    }
  }

  /** Stops every file and forgets the rows. */
  clear(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.limit.clearQueue();
    this.rows = [];
    this.notify(0);
  }

  dispose(): void {
    this.controller.abort();
    this.limit.clearQueue();
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  get running(): boolean {
    return this.rows.some((row) => row.steps.some((step) => step.status === 'waiting' || step.status === 'working'));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.rows;

  private update(id: string, index: number, result: StepResult) {
    this.rows = this.rows.map((row) => (row.id === id ? { ...row, steps: row.steps.map((step, i) => (i === index ? result : step)) } : row));
    this.notify(this.running ? NOTIFY_MS : 0);
  }

  private notify(delay: number) {
    if (this.timer !== undefined && delay > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.listeners.forEach((listener) => listener());
    }, delay);
  }
}
