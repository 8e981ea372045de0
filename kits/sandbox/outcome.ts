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

/** The result of one run, as plain data that crosses the worker boundary. */
export type RunOutcome =
  /** `truncatedChars`: how much of a very long printed value was left out. */
  | { status: 'ok'; value: string; kind: ValueKind; logs: ConsoleLine[]; durationMs: number; truncatedChars?: number }
  /** `line`/`column`: where in the snippet, when the engine said (syntax errors always do). */
  | { status: 'error'; name: string; message: string; logs: ConsoleLine[]; line?: number; column?: number }
  | { status: 'timeout'; logs: ConsoleLine[] }
  /** The site is served without its security headers: snippets do not run (deployment-guard.ts). */
  | { status: 'blocked'; logs: ConsoleLine[] }
  /** The cause is not known: a throw of undefined/null, an empty message, a crashed worker. */
  | { status: 'unknown'; logs: ConsoleLine[] };

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

export const DEFAULT_LIMITS: RunLimits = { timeLimitMs: 2000, memoryLimitBytes: 128 * 1024 * 1024 };

