import { outputBlob, type FileJobOutput, type JobOutput } from '../../processing/processor';
import { ProcessingError } from '../../processing/errors';
import type { RowError, RowFileOutput, RowOutput } from './types';

/** A job's error as a row shows it: a ProcessingError's key, or `fallbackKey` for anything else. */
export function toRowError(error: unknown, fallbackKey: string): RowError {
  if (error instanceof ProcessingError) return { key: error.key, message: error.message, params: error.params };
  return { key: fallbackKey, message: error instanceof Error ? error.message : String(error) };
}

/** A processor's outputs as rows hold them: file bytes become typed Blobs; a single output is accepted too. */
export function toRowOutputs(raw: JobOutput[] | JobOutput): RowOutput[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((output): RowOutput => {
    if (output.kind === 'text') return { kind: 'text', label: output.label, text: output.text, language: output.language };
    const { name, type, folder, info, thumbnail } = output as FileJobOutput;
    return { kind: 'file', blob: outputBlob(output), name, type, folder, info, thumbnail };
  });
}

export const fileOutputs = (outputs: RowOutput[] | undefined): RowFileOutput[] =>
  (outputs ?? []).filter((output): output is RowFileOutput => output.kind === 'file');

/** The path of a file output inside a ZIP: "icons/favicon.ico". */
export const zipPath = (output: RowFileOutput) => (output.folder ? `${output.folder.replace(/^\/+|\/+$/g, '')}/${output.name}` : output.name);

/** A stable key of a value (object keys sorted), to tell whether a row was made with the current options. */
export function optionsKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
