/** One line a snippet wrote with console.log / info / warn / error. */
export interface ConsoleLine {
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

/** What the UI shows for a value: its printed form and a coarse kind for the badge. */
export type ValueKind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'undefined'
  | 'null'
  | 'object'
  | 'array'
  | 'date'
  | 'duration'
  | 'function'
  | 'symbol'
  | 'bigint';

/**
 * A limit of the sandbox that stopped a run: its result nested too deeply to print, its memory, its
 * queue of promise jobs, or the engine itself giving up (its wasm aborted; a fresh one is made).
 */
export type SandboxLimit = 'depth' | 'memory' | 'jobs' | 'engine';

/** The result of one run, as plain data that crosses the worker boundary. */
export type RunOutcome = (
  /** `truncatedChars`: how much of a very long printed value was left out. */
  | { status: 'ok'; value: string; kind: ValueKind; logs: ConsoleLine[]; durationMs: number; truncatedChars?: number }
  /** `line`/`column`: where in the snippet, when the engine said (syntax errors always do). */
  | { status: 'error'; name: string; message: string; logs: ConsoleLine[]; line?: number; column?: number }
  | { status: 'timeout'; logs: ConsoleLine[] }
  /** The site is served without its security headers: snippets do not run (deployment-guard.ts). */
  | { status: 'blocked'; logs: ConsoleLine[] }
  | { status: 'limit'; limit: SandboxLimit; logs: ConsoleLine[] }
  /** The cause is not known: a throw of undefined/null, an empty message, a crashed worker. */
  | { status: 'unknown'; logs: ConsoleLine[] }
) & {
  /** Console lines left out (console-cap.ts). */
  logsCut?: number;
};

/** What the worker needs to prepare a fresh sandbox for every run. */
export interface SandboxLibrary {
  /** Script sources evaluated in order before the snippet (UMD builds set globals). */
  sources: readonly string[];
  /** Glue evaluated after the sources, e.g. `dayjs.extend(dayjs_plugin_utc)`. */
  setup?: string;
}

export interface RunLimits {
  timeLimitMs: number;
  memoryLimitBytes: number;
}

/**
 * Most promise jobs a snippet's result may take to settle. An endless chain
 * (`function f() { return Promise.resolve().then(f) } f()`) otherwise ran until the time limit,
 * and freeing the tens of thousands of promises it left aborted the engine.
 */
export const MAX_PENDING_JOBS = 10_000;

export const DEFAULT_LIMITS: RunLimits = { timeLimitMs: 2000, memoryLimitBytes: 128 * 1024 * 1024 };

