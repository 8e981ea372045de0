import { outputBlob, type FileJobOutput, type JobOutput } from '../../processing/processor';
import { ProcessingError } from '../../processing/errors';
import type { RowError, RowFileOutput, RowOutput } from './types';

/** A job's error as a row shows it: a ProcessingError's key, or `fallbackKey` for anything else. */
export function toRowError(error: unknown, fallbackKey: string): RowError {
  if (error instanceof ProcessingError) return { key: error.key, message: error.message, params: error.params };
  return { key: fallbackKey, message: error instanceof Error ? error.message : String(error) };
}

const byteSize = (data: FileJobOutput['data']) => (data instanceof Blob ? data.size : data.byteLength);

/**
 * A file output as its row holds it: its size known at once, its Blob made the first time something
 * reads `blob` (a download, a preview, the ZIP). Making a Blob of a worker's bytes is a copy and a
 * call to the browser process: one per finished row cost a 1,000-file batch's page up to 0.5 s tasks.
 */
function lazyFileOutput(output: FileJobOutput): RowFileOutput {
  const { name, type, folder, info, thumbnail, data } = output;
  let blob: Blob | undefined;
  const row = { kind: 'file', name, type, folder, info, thumbnail, size: byteSize(data) } as RowFileOutput;
  // Enumerable, so a copy made with spread still has its bytes (as a Blob made then).
  Object.defineProperty(row, 'blob', { enumerable: true, get: () => (blob ??= outputBlob(output)) });
  return row;
}

/** A processor's outputs as rows hold them: file bytes become typed Blobs when first read; a single output is accepted too. */
export function toRowOutputs(raw: JobOutput[] | JobOutput): RowOutput[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((output): RowOutput => (output.kind === 'text' ? { kind: 'text', label: output.label, text: output.text, language: output.language } : lazyFileOutput(output as FileJobOutput)));
}

/** A file output's size in bytes, without making its Blob. */
export const outputSize = (output: RowFileOutput) => output.size ?? output.blob.size;

export const fileOutputs = (outputs: RowOutput[] | undefined): RowFileOutput[] =>
  (outputs ?? []).filter((output): output is RowFileOutput => output.kind === 'file');

/** The path of a file output inside a ZIP: "icons/favicon.ico". */
export const zipPath = (output: RowFileOutput) => (output.folder ? `${output.folder.replace(/^\/+|\/+$/g, '')}/${output.name}` : output.name);

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A stable key of a value (object keys sorted), to tell whether a row was made with the current
 * options. Keys sort by plain comparison: localeCompare would build ICU's collator in a tool
 * screen's first render (profiled: the longest task of a fresh tool page).
 */
export function optionsKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(byKey)) : v));
}
