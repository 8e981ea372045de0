/**
 * An error a processor throws on purpose: `key` is a translation key looked up first in the
 * tool's namespace, then in the shell's ("common"), so the failed row reads in the user's language.
 */
export class ProcessingError extends Error {
  constructor(
    readonly key: string,
    message?: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message ?? key);
    this.name = 'ProcessingError';
  }
}

/** Rethrows an engine file that does not match this version: no fallback may hide it behind another message. */
export function rethrowEngineMismatch(error: unknown): void {
  if (error instanceof ProcessingError && error.key === 'errors.engineMismatch') throw error;
}

export interface SerializedError {
  key?: string;
  message: string;
  params?: Record<string, string | number>;
  name?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ProcessingError) return { key: error.key, message: error.message, params: error.params, name: error.name };
  if (error instanceof Error) return { message: error.message, name: error.name };
  return { message: String(error) };
}

export function deserializeError(error: SerializedError): ProcessingError {
  return new ProcessingError(error.key ?? 'errors.unknown', error.message, error.params ?? {});
}

export class JobCancelledError extends Error {
  constructor() {
    super('Job cancelled');
    this.name = 'AbortError';
  }
}

export class JobTimeoutError extends ProcessingError {
  constructor(ms: number) {
    super('errors.timedOut', `Timed out after ${ms} ms`, { seconds: Math.round(ms / 100) / 10 });
  }
}
