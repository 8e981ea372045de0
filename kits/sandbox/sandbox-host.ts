import { DEFAULT_LIMITS, type RunLimits, type RunOutcome, type SandboxRequest, type SandboxResponse } from './outcome';
import { validateOutcome } from './validate-outcome';

/** Worker-like surface the host needs; a real Worker fits, and so does a test double. */
export interface SandboxWorker {
  postMessage(message: SandboxRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<SandboxResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

interface PendingRun {
  id: number;
  resolve: (outcome: RunOutcome) => void;
  watchdog: ReturnType<typeof setTimeout>;
}

/** Extra time past the snippet's own limit (counted from the worker's `started`) before the worker is killed. */
export const WATCHDOG_GRACE_MS = 3000;

/**
 * How long the engine and library may take to get ready before the snippet starts. Start-up is our
 * code, not the user's, and on a busy machine compiling the wasm and evaluating a date library can
 * take several seconds: it gets its own, much longer, limit so a slow start is never reported as the
 * user's code timing out.
 */
export const STARTUP_LIMIT_MS = 60_000;

/**
 * The page's side of a code-runner worker. The worker interrupts runaway code itself; if it ever
 * fails to answer in time (a hang QuickJS cannot interrupt), the page terminates it and starts a
 * fresh one, so the next run works and the page never waits on a stuck worker.
 */
export class SandboxHost {
  private worker: SandboxWorker | null = null;
  private pending: PendingRun | null = null;
  private nextId = 1;

  constructor(
    private readonly createWorker: () => SandboxWorker,
    private readonly limits: RunLimits = DEFAULT_LIMITS,
    private readonly graceMs = WATCHDOG_GRACE_MS,
    private readonly startupLimitMs = STARTUP_LIMIT_MS,
  ) {}

  get busy() {
    return this.pending !== null;
  }

  /** Starts the worker and its wasm engine ahead of the first run. */
  warmUp() {
    this.ensureWorker().postMessage({ type: 'warm-up' });
  }

  run(code: string): Promise<RunOutcome> {
    if (this.pending) return Promise.resolve({ status: 'unknown', logs: [] });
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const watchdog = setTimeout(() => this.restart({ status: 'unknown', logs: [] }), this.startupLimitMs);
      this.pending = { id, resolve, watchdog };
      worker.postMessage({ type: 'run', id, code, limits: this.limits });
    });
  }

  dispose() {
    this.settle({ status: 'unknown', logs: [] });
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): SandboxWorker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'started' && message.id === this.pending?.id) this.armSnippetWatchdog(this.pending);
      // The worker ran untrusted code: its answer is checked, never trusted as typed.
      if (message.type === 'result' && message.id === this.pending?.id) this.settle(validateOutcome(message.outcome));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.restart({ status: 'unknown', logs: [] });
    };
    this.worker = worker;
    return worker;
  }

  /** The snippet has begun: from now on it has its own time limit plus the grace. */
  private armSnippetWatchdog(pending: PendingRun) {
    clearTimeout(pending.watchdog);
    pending.watchdog = setTimeout(() => this.restart({ status: 'timeout', logs: [] }), this.limits.timeLimitMs + this.graceMs);
  }

  /** Kills the worker (whatever it is doing), answers the waiting run, and starts a fresh worker. */
  private restart(outcome: RunOutcome) {
    this.worker?.terminate();
    this.worker = null;
    this.settle(outcome);
    this.warmUp();
  }

  private settle(outcome: RunOutcome) {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.watchdog);
    this.pending = null;
    pending.resolve(outcome);
  }
}
