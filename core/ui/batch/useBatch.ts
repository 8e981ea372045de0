import { useCallback, useEffect, useReducer, useRef } from 'react';
import { JobCancelledError, ProcessingError } from '../../processing/errors';
import pLimit from 'p-limit';
import { defaultPoolSize, runProcessor } from '../../processing/pool';
import type { FileInput, FileOutput } from '../../processing/processor';
import { batchReducer } from './batch-state';
import type { BatchRow, RowError, RowResult } from './types';

/**
 * Files read into memory (and prepared) at once: enough to keep every worker busy. A dropped
 * folder of 500 photos is read a few files at a time, not all at once.
 */
const FILES_IN_FLIGHT = defaultPoolSize(globalThis.navigator?.hardwareConcurrency) + 1;

let rowCounter = 0;
const newRowId = () => `row-${Date.now().toString(36)}-${(rowCounter++).toString(36)}`;

function toRowError(error: unknown, fallbackKey: string): RowError {
  if (error instanceof ProcessingError) return { key: error.key, message: error.message, params: error.params };
  return { key: fallbackKey, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Runs every added file through the plugin's processor in the worker pool. Options are read when
 * each job starts (`getOptions`), so files dropped after a change use the new options.
 */
export function useBatch<Options>(
  pluginId: string,
  getOptions: () => Options,
  fallbackErrorKey: string,
  prepareFile?: (file: File) => Promise<File>,
  finishResult?: (file: File, result: RowResult) => Promise<RowResult>,
) {
  const [rows, dispatch] = useReducer(batchReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const inFlight = useRef(pLimit(FILES_IN_FLIGHT));

  const process = useCallback(
    async (row: Pick<BatchRow, 'id' | 'file'>) => {
      const controller = new AbortController();
      controllers.current.get(row.id)?.abort();
      controllers.current.set(row.id, controller);
      let started = 0;
      const options = getOptions();
      try {
        const output = await inFlight.current(async () => {
          if (controller.signal.aborted) throw new JobCancelledError(); // removed while waiting
          const source = prepareFile ? await prepareFile(row.file) : row.file;
          const bytes = await source.arrayBuffer();
          const input: FileInput = { name: source.name, type: source.type, bytes };
          return runProcessor<FileOutput>(pluginId, input, options, {
            signal: controller.signal,
            onStart: () => {
              started = performance.now();
              dispatch({ type: 'start', id: row.id });
            },
            onProgress: (value) => dispatch({ type: 'progress', id: row.id, value }),
          });
        });
        const made: RowResult = { blob: new Blob([output.bytes], { type: output.type }), name: output.name, type: output.type, info: output.info };
        const result = finishResult ? await finishResult(row.file, made) : made;
        if (controller.signal.aborted) return;
        dispatch({ type: 'done', id: row.id, result, elapsedMs: started ? performance.now() - started : 0 });
      } catch (error) {
        if (error instanceof JobCancelledError) return;
        dispatch({ type: 'failed', id: row.id, error: toRowError(error, fallbackErrorKey) });
      } finally {
        if (controllers.current.get(row.id) === controller) controllers.current.delete(row.id);
      }
    },
    [pluginId, getOptions, fallbackErrorKey, prepareFile, finishResult],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map((file): BatchRow => ({ id: newRowId(), file, status: 'queued', progress: 0 }));
      dispatch({ type: 'add', rows: added });
      added.forEach((row) => void process(row));
    },
    [process],
  );

  const retry = useCallback(
    (row: BatchRow) => {
      dispatch({ type: 'requeue', id: row.id });
      void process(row);
    },
    [process],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    dispatch({ type: 'remove', id });
  }, []);

  const clear = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    dispatch({ type: 'clear' });
  }, []);

  const rerunAll = useCallback(() => rows.forEach((row) => retry(row)), [rows, retry]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { rows, addFiles, retry, remove, clear, rerunAll };
}
