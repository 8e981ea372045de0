/**
 * The contract between a plugin's processor and core (v2). Free of DOM and React: it runs in the
 * worker pool, in an engine or sandbox worker, or on the main thread (manifest `runsOn`), always called the same way.
 */
import { ProcessingError } from './errors';

export { ProcessingError };

/** What a job is doing; translated by core as `common:stage.<stage>`. */
export const STAGES = ['loading-engine', 'reading', 'decoding', 'processing', 'encoding', 'packaging'] as const;
export type Stage = (typeof STAGES)[number];

export interface ProcessContext {
  /**
   * Reports progress from 0 to 1, optionally with the stage the job is in. A property, not a method,
   * so that a processor expecting another form (`{ loaded, total }`, an unknown stage) does not compile.
   */
  progress: (fraction: number, stage?: Stage) => void;
  /** Aborted when the user removes or cancels the job; a processor checks it between steps. */
  signal: AbortSignal;
}

/**
 * A file going into a processor. `file` is the user's Blob/File itself: posting it to a worker
 * shares the bytes, nothing is read on the main thread. The processor reads it
 * (`await input.file.arrayBuffer()`), streams it (`input.file.stream()`) or slices it.
 */
export interface JobInput {
  file: Blob;
  name: string;
  type: string;
  size: number;
}

/** Facts about a file output, shown on its results row. */
export interface FileInfo {
  width?: number;
  height?: number;
  originalWidth?: number;
  originalHeight?: number;
  durationSeconds?: number;
  /** A translation key of the tool's namespace shown under the row (e.g. "kept original"). */
  noteKey?: string;
  noteParams?: Record<string, string | number>;
  /** The encoder quality used (1–100), when the tool chose one. */
  quality?: number;
  /** SSIMULACRA2 of the output against its input (100 = identical), when the tool measured it. */
  score?: number;
  /** Where the output differs most from its input: a small heat map, a `data:` URL. */
  differences?: string;
  /**
   * The score is measured later, not with the output: once the batch's rows are done, the same
   * processor runs again with the row's options and `scoreOf` (ScoreRequest), and its first file
   * output's info (score, differences) joins this one. Keeps the batch's time the tool's own work.
   */
  scoreLater?: boolean;
  /**
   * A panel the row opens: a title and lines, each a translation key (the tool's namespace, then the
   * shell's) with its values, e.g. the metadata a photo held and what became of it.
   */
  panel?: RowPanel;
}

/** Options of a job that scores an output it made earlier (FileInfo.scoreLater) instead of making one. */
export interface ScoreRequest {
  scoreOf?: Blob;
}

export interface RowPanel {
  titleKey: string;
  lines: { key: string; params?: Record<string, string | number> }[];
}

export interface FileJobOutput {
  kind: 'file';
  name: string;
  type: string;
  /** Bytes (transferred from the worker, not copied) or a Blob (e.g. the input kept as is). */
  data: Blob | ArrayBuffer | ArrayBufferView;
  /** A folder inside the ZIP, e.g. "icons". */
  folder?: string;
  info?: FileInfo;
  /** A small square picture of it for its row, a `data:` URL (squareThumbnail), when the processor had the pixels at hand. */
  thumbnail?: string;
}

export interface TextJobOutput {
  kind: 'text';
  /** A translation key in the tool's namespace, e.g. "snippetLabel". */
  label: string;
  text: string;
  /** A hint for display, e.g. "html". */
  language?: string;
}

export type JobOutput = FileJobOutput | TextJobOutput;

export type Processor<Options = unknown, Input = JobInput, Result = JobOutput[]> = (
  input: Input,
  options: Options,
  context: ProcessContext,
) => Promise<Result>;

/** The processor of a file tool: a file in, its outputs out (what BatchTool runs). */
export type FileProcessor<Options = unknown> = Processor<Options, JobInput, JobOutput[]>;

/** Every processor is one of these (its parameters are contravariant); to call one, know its types. */
export type AnyProcessor = (input: never, options: never, context: ProcessContext) => Promise<unknown>;
/** A processor whose types the caller does not know (a worker's glob, a test's fake). */
export type UntypedProcessor = Processor<unknown, unknown, unknown>;
export type InputOf<P extends AnyProcessor> = Parameters<P>[0];
export type OptionsOf<P extends AnyProcessor> = Parameters<P>[1];
export type ResultOf<P extends AnyProcessor> = Awaited<ReturnType<P>>;

export interface ProcessorModule {
  default: AnyProcessor;
  /** Optional: prepares what the first job would otherwise wait for (a codec's wasm), when the pool warms up. */
  warm?: () => Promise<unknown>;
  /**
   * Optional: true when a job spends most of its time waiting on the browser's own threads (its
   * image decoder, scaler and encoder) rather than computing in the worker. The worker then starts
   * the next job while the current one waits, so the cores are not left idle between steps.
   */
  overlapJobs?: boolean;
}

/**
 * Identity helper for a plugin's `export default defineProcessor<MyOptions>(async (input, options, ctx) => [...])`.
 * Input defaults to a file (JobInput) and the result to JobOutput[]; a text tool may give its own
 * (`defineProcessor(async (input: DiffInput, options: DiffOptions, ctx): Promise<DiffOutput> => …)`).
 */
export function defineProcessor<Options, Input = JobInput, Result = JobOutput[]>(
  processor: Processor<Options, Input, Result>,
): Processor<Options, Input, Result> {
  return processor;
}

/** Throws the standard cancellation error when the job's signal is aborted. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('Job cancelled', 'AbortError');
}

/** Every ArrayBuffer reachable in a few levels of a message, for postMessage's transfer list. */
export function transferablesOf(value: unknown, depth = 3): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const walk = (v: unknown, level: number) => {
    if (v instanceof ArrayBuffer) found.add(v);
    else if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer) found.add(v.buffer);
    else if (v instanceof Blob) return;
    else if (level < depth && v && typeof v === 'object') {
      for (const child of Array.isArray(v) ? v : Object.values(v)) walk(child, level + 1);
    }
  };
  walk(value, 0);
  return [...found];
}

/** A file output's bytes as a Blob typed with the output's MIME type (no copy when already a Blob of that type). */
export function outputBlob(output: FileJobOutput): Blob {
  const { data, type } = output;
  if (data instanceof Blob) return data.type === type ? data : data.slice(0, data.size, type);
  return new Blob([data as BlobPart], { type });
}

/** A dropped or picked file as a job's input (the File itself, not its bytes). */
export function jobInputOf(file: File): JobInput {
  return { file, name: file.name, type: file.type, size: file.size };
}

/** The first file output of a result, e.g. for a one-image tool. */
export function firstFile(outputs: JobOutput[]): FileJobOutput | undefined {
  return outputs.find((output): output is FileJobOutput => output.kind === 'file');
}
