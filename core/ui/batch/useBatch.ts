import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { openFile } from '../../files/archive-entry-file';
import { JobCancelledError, ProcessingError } from '../../processing/errors';
import { firstFile, jobInputOf, type FileProcessor, type ScoreRequest } from '../../processing/processor';
import { runTool, warmTool, type RunTarget } from '../../processing/run-tool';
import { batchStoreFor } from './batch-store';
import type { FolderSink } from './folder-sink';
import { fileOutputs, optionsKey, toRowError, toRowOutputs } from './outputs';
import type { BatchRow, RowOutput } from './types';

let rowCounter = 0;
const newRowId = () => `row-${Date.now().toString(36)}-${(rowCounter++).toString(36)}`;

export interface BatchTarget extends RunTarget {
  maxFileBytes?: number;
}

/** For options that depend on the whole batch (e.g. a budget shared by every file). */
export interface BatchPlan<Options> {
  /** Added to each row's options key: when it changes (a file added or removed), the rows are redone. */
  key(options: Options, rows: readonly BatchRow[]): string;
  /** The options one job runs with, resolved on the page as it leaves the queue; `key` is the one its row records. */
  jobOptions(options: Options, job: { id: string; file: File; key: string }, rows: () => readonly BatchRow[]): Promise<Options>;
}

/** A row's options key: the options, and what the plan adds. */
export const batchOptionsKey = <Options>(options: Options, rows: readonly BatchRow[], plan?: BatchPlan<Options>) =>
  optionsKey(options) + (plan ? plan.key(options, rows) : '');

const MB = 1024 * 1024;

/**
 * Runs every added file through the tool's processor (pool, engine worker or main thread, as its
 * manifest says). The file itself goes to the processor: nothing is read on the main thread.
 * Options are read when each job starts (`getOptions`), so files dropped after a change use the
 * new options; each row records the options it was made with (`optionsKey`).
 */
export function useBatch<Options>(
  tool: BatchTarget,
  getOptions: () => Options,
  fallbackErrorKey: string,
  plan?: BatchPlan<Options>,
) {
  const store = batchStoreFor(tool.id);
  const rows = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const folder = useSyncExternalStore(store.subscribeFolder, store.getFolder, store.getFolder);
  const { dispatch, jobs, measurements } = store;

  // Workers started and the processor loaded once the page is idle, before the first file arrives.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => warmTool({ id: tool.id, runsOn: tool.runsOn, concurrency: tool.concurrency }), { timeout: 2000 });
    return () => cancel(handle as number);
  }, [tool.id, tool.runsOn, tool.concurrency]);

  /** Scores the row's outputs that asked for it (FileInfo.scoreLater) once the batch is idle: the same processor, with `scoreOf`. */
  const scoreLater = useCallback(
    (id: string, file: File, outputs: RowOutput[], options: Options) => {
      const pending = fileOutputs(outputs).filter((output) => output.info?.scoreLater);
      if (!pending.length) return;
      measurements.add(id, async () => {
        for (const output of pending) {
          if (!store.rows.find((row) => row.id === id)?.outputs?.includes(output)) return;
          const request: Options & ScoreRequest = { ...options, scoreOf: output.blob };
          const outcome = await jobs.run(id, (signal) => runTool<FileProcessor<Options>>(tool, jobInputOf(file), request, { signal }));
          if (outcome.status === 'cancelled') return;
          dispatch({ type: 'measured', id, output, info: (outcome.status === 'done' && firstFile(outcome.result)?.info) || {} });
        }
      });
    },
    [tool, store, dispatch, jobs, measurements],
  );

  /** Writes a finished row's outputs into the chosen folder; the row then holds the folder's files instead of their bytes. */
  const writeToFolder = useCallback(
    async (folder: FolderSink, id: string, outputs: RowOutput[], file: File, key: string): Promise<RowOutput[] | undefined> => {
      try {
        const saved = await folder.save(file, key, outputs);
        if (store.rows.find((row) => row.id === id)?.outputs !== outputs) return undefined;
        dispatch({ type: 'saved', id, outputs: saved, how: 'written' });
        return saved;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        dispatch({ type: 'failed', id, error: { key: 'batch.folderWriteFailed', message: reason, params: { folder: folder.name, reason } }, optionsKey: key });
        return undefined;
      }
    },
    [store, dispatch],
  );

  /** A finished row's next steps: into the folder if there is one, then its deferred scores (from the folder's copy, so the bytes can go). */
  const finish = useCallback(
    async (id: string, outputs: RowOutput[], ran: { file: File; options: Options; key: string }) => {
      const folder = store.getFolder();
      const kept = folder ? await writeToFolder(folder, id, outputs, ran.file, ran.key) : outputs;
      if (kept) scoreLater(id, ran.file, kept, ran.options);
    },
    [store, writeToFolder, scoreLater],
  );

  const process = useCallback(
    async (row: Pick<BatchRow, 'id' | 'file'>) => {
      let started = 0;
      let ran: { file: File; options: Options; key: string } | undefined;
      let found = false;
      const options = getOptions();
      const key = batchOptionsKey(options, store.rows, plan);
      const outcome = await jobs.run(row.id, async (signal) => {
        if (tool.maxFileBytes && row.file.size > tool.maxFileBytes) {
          throw new ProcessingError('errors.fileTooLarge', 'File too large', {
            size: Math.round((row.file.size / MB) * 10) / 10,
            limit: Math.round(tool.maxFileBytes / MB),
          });
        }
        return store.inFlight(async () => {
          if (signal.aborted) throw new JobCancelledError(); // removed while waiting
          const inFolder = await store.getFolder()?.alreadySaved(row.file, key);
          if (inFolder) {
            found = true;
            return inFolder;
          }
          const file = await openFile(row.file); // a ZIP's entry is inflated now, not when it was dropped
          const jobOptions = plan ? await plan.jobOptions(options, { id: row.id, file, key }, () => store.rows) : options;
          if (signal.aborted) throw new JobCancelledError();
          ran = { file, options: jobOptions, key };
          const outputs = await runTool<FileProcessor<Options>>(tool, jobInputOf(file), jobOptions, {
            signal,
            onStart: () => {
              started = performance.now();
              dispatch({ type: 'start', id: row.id, optionsKey: key, startedAt: started });
            },
            onProgress: (value, stage) => dispatch({ type: 'progress', id: row.id, value, stage }),
          });
          return toRowOutputs(outputs);
        });
      }, fallbackErrorKey);
      if (outcome.status === 'done') {
        dispatch({ type: 'done', id: row.id, outputs: outcome.result, elapsedMs: started ? performance.now() - started : 0, optionsKey: key });
        if (found) dispatch({ type: 'saved', id: row.id, outputs: outcome.result, how: 'found' });
        else if (ran) void finish(row.id, outcome.result, ran);
      }
      if (outcome.status === 'failed') dispatch({ type: 'failed', id: row.id, error: toRowError(outcome.error, fallbackErrorKey), optionsKey: key });
    },
    [tool, getOptions, fallbackErrorKey, plan, store, dispatch, jobs, finish],
  );

  /** From now on, finished rows go to `folder`; the rows already done with the current options go there first. */
  const saveInto = useCallback(
    (folder: FolderSink | undefined) => {
      const previous = store.getFolder();
      store.setFolder(folder);
      if (previous && previous !== folder) void previous.flush().catch(() => undefined);
      if (!folder) return;
      const key = batchOptionsKey(getOptions(), store.rows, plan);
      for (const row of store.rows) {
        if (row.status !== 'done' || row.savedToFolder || row.optionsKey !== key || !row.outputs) continue;
        void writeToFolder(folder, row.id, row.outputs, row.file, key);
      }
    },
    [store, getOptions, plan, writeToFolder],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map((file): BatchRow => ({ id: newRowId(), file, status: 'queued', progress: 0 }));
      dispatch({ type: 'add', rows: added });
      added.forEach((row) => void process(row));
    },
    [process, dispatch],
  );

  const retry = useCallback(
    (row: Pick<BatchRow, 'id' | 'file'>) => {
      dispatch({ type: 'requeue', id: row.id });
      void process(row);
    },
    [process, dispatch],
  );

  const remove = useCallback(
    (id: string) => {
      jobs.cancel(id);
      measurements.drop(id);
      dispatch({ type: 'remove', id });
    },
    [jobs, measurements, dispatch],
  );

  const clear = useCallback(() => {
    jobs.cancelAll();
    measurements.clear();
    dispatch({ type: 'clear' });
  }, [jobs, measurements, dispatch]);

  const rerunAll = useCallback(() => store.rows.forEach((row) => retry(row)), [store, retry]);

  return { rows, addFiles, retry, remove, clear, rerunAll, folder, saveInto };
}
