import { ConsoleCap, MAX_CONSOLE_LINES } from './console-cap';
import type { ConsoleLine, RunOutcome, SandboxLimit, ValueKind } from './outcome';

export const VALUE_KINDS: readonly ValueKind[] = ['string', 'number', 'boolean', 'undefined', 'null', 'object', 'array', 'date', 'duration', 'function', 'symbol', 'bigint'];
export const LOG_LEVELS: readonly ConsoleLine['level'][] = ['log', 'info', 'warn', 'error'];
const LIMITS: readonly SandboxLimit[] = ['depth', 'memory', 'jobs', 'engine'];

/** Longest printed value or error message shown; a 30 MB string once froze the page for 28 s. */
export const MAX_RESULT_CHARS = 100_000;
const UNKNOWN: RunOutcome = { status: 'unknown', logs: [] };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Text cut to `max` characters; `cut` counts what was left out (0 when nothing was). */
export function capText(text: string, max = MAX_RESULT_CHARS): { text: string; cut: number } {
  return text.length > max ? { text: text.slice(0, max), cut: text.length - max } : { text, cut: 0 };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

/** The console lines, capped again as the worker caps them, and how many were left out in all. */
function validLogs(value: unknown, cutBefore: unknown): { logs: ConsoleLine[]; logsCut?: number } {
  const cap = new ConsoleCap();
  const lines: unknown[] = Array.isArray(value) ? value : [];
  for (const line of lines.slice(0, MAX_CONSOLE_LINES)) {
    if (isRecord(line) && typeof line.text === 'string' && LOG_LEVELS.includes(line.level as ConsoleLine['level'])) cap.add(line.level as ConsoleLine['level'], line.text);
  }
  const cut = cap.cut + Math.max(0, lines.length - MAX_CONSOLE_LINES) + count(cutBefore);
  return cut ? { logs: cap.lines, logsCut: cut } : { logs: cap.lines };
}

/**
 * A run's outcome as the page accepts it: only strings where text is expected, kinds and levels
 * from fixed lists, text capped. Whatever user code managed to put on the channel (an object for a
 * value, a hostile status), the UI only ever sees this shape; anything else reads as "unknown".
 */
export function validateOutcome(raw: unknown): RunOutcome {
  if (!isRecord(raw)) return UNKNOWN;
  const { logs, logsCut } = validLogs(raw.logs, raw.logsCut);
  const outcome = validStatus(raw, logs);
  return logsCut && outcome.status !== 'blocked' ? { ...outcome, logsCut } : outcome;
}

function validStatus(raw: Record<string, unknown>, logs: ConsoleLine[]): RunOutcome {
  switch (raw.status) {
    case 'ok': {
      if (typeof raw.value !== 'string') return { status: 'unknown', logs };
      const { text, cut } = capText(raw.value);
      const kind = VALUE_KINDS.includes(raw.kind as ValueKind) ? (raw.kind as ValueKind) : 'object';
      const durationMs = typeof raw.durationMs === 'number' && Number.isFinite(raw.durationMs) ? Math.max(0, Math.round(raw.durationMs)) : 0;
      const previousCut = typeof raw.truncatedChars === 'number' && raw.truncatedChars > 0 ? Math.round(raw.truncatedChars) : 0;
      return { status: 'ok', value: text, kind, logs, durationMs, ...(cut + previousCut ? { truncatedChars: cut + previousCut } : {}) };
    }
    case 'error': {
      if (typeof raw.name !== 'string' || typeof raw.message !== 'string' || !raw.message) return { status: 'unknown', logs };
      const position = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);
      const line = position(raw.line);
      const column = position(raw.column);
      return { status: 'error', name: raw.name.slice(0, 200), message: capText(raw.message).text, logs, ...(line ? { line, ...(column ? { column } : {}) } : {}) };
    }
    case 'timeout':
      return { status: 'timeout', logs };
    case 'limit':
      return LIMITS.includes(raw.limit as SandboxLimit) ? { status: 'limit', limit: raw.limit as SandboxLimit, logs } : { status: 'unknown', logs };
    case 'blocked':
      return { status: 'blocked', logs: [] };
    default:
      return { status: 'unknown', logs };
  }
}
