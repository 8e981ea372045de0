/** The contract between a plugin's processor.ts and the worker pool. Free of DOM and React. */

export interface ProcessContext {
  /** Reports progress from 0 to 1. */
  progress(value: number): void;
}

export type Processor<Input = unknown, Options = unknown, Result = unknown> = (
  input: Input,
  options: Options,
  context: ProcessContext,
) => Promise<Result>;

export interface ProcessorModule {
  default: Processor;
}

/** Identity helper for typing a plugin's `export default defineProcessor(...)`. */
export function defineProcessor<Input, Options, Result>(
  processor: Processor<Input, Options, Result>,
): Processor<Input, Options, Result> {
  return processor;
}

/** A file going into a file processor. `bytes` is transferred to the worker, not copied. */
export interface FileInput {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** What a file processor gives back; `info` feeds the results row (dimensions, duration…). */
export interface FileOutput {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  info?: FileInfo;
}

export interface FileInfo {
  width?: number;
  height?: number;
  originalWidth?: number;
  originalHeight?: number;
  durationSeconds?: number;
  /** A translation key of the tool's namespace shown under the row (e.g. "kept original"). */
  noteKey?: string;
  /** Values for the note's placeholders ({{percent}}…). */
  noteParams?: Record<string, string | number>;
}

/** Every ArrayBuffer reachable in a few levels of a message, for postMessage's transfer list. */
export function transferablesOf(value: unknown, depth = 3): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const walk = (v: unknown, level: number) => {
    if (v instanceof ArrayBuffer) found.add(v);
    else if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer) found.add(v.buffer);
    else if (level < depth && v && typeof v === 'object') {
      for (const child of Array.isArray(v) ? v : Object.values(v)) walk(child, level + 1);
    }
  };
  walk(value, 0);
  return [...found];
}
