import { useCallback, useEffect, useRef, useState } from 'react';
import { outputsToPackage } from '../../kits/favicon/package-outputs';
import type { FaviconPackage } from '../../kits/favicon/package-spec';
import { rasterizeSvgSource } from '../../kits/favicon/rasterize-svg-source';
import { asProcessingError, JobSlots } from '../../core/processing/job-slot';
import { jobInputOf } from '../../core/processing/processor';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
import type { ConverterInput, ConverterOptions } from './options';
import { removedKinds, type RemovedKind } from './removed-note';
import { isAcceptedSource, isSvgSource } from './source-type';
import { job } from './job';

export interface ConverterRow {
  id: number;
  name: string;
  status: 'working' | 'done' | 'failed';
  progress: number;
  errorKey?: string;
  /** Values the error's message names (e.g. a limit). */
  errorParams?: Record<string, string | number>;
  pkg?: FaviconPackage;
  /** What was taken out of an SVG source before it became favicon.svg. */
  removed?: RemovedKind[];
}

const INVALID_TYPE = 'errors.invalidType';

/** The job's input: the file itself, read in the worker; an SVG is drawn to PNG here first (workers cannot draw SVG). */
async function converterInput(file: File): Promise<ConverterInput> {
  const input = jobInputOf(file);
  if (!isSvgSource(file)) return input;
  const raster = await rasterizeSvgSource(await file.text()).catch((error: unknown) => {
    throw asProcessingError(error, INVALID_TYPE);
  });
  return { ...input, raster };
}

/** One row per dropped file; each becomes a package, made again when the options change. */
export function useConverterRows(options: ConverterOptions) {
  const [rows, setRows] = useState<ConverterRow[]>([]);
  const inputs = useRef(new Map<number, Promise<ConverterInput>>());
  const jobs = useRef(new JobSlots<number>()).current;
  const nextId = useRef(1);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const processor = useToolProcessor(job);

  const update = (id: number, patch: Partial<ConverterRow>) => setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const run = useCallback(
    async (id: number) => {
      const input = inputs.current.get(id);
      if (!input) return;
      update(id, { status: 'working', progress: 0, errorKey: undefined });
      const outcome = await jobs.run(
        id,
        async (signal) => {
          const outputs = await processor.run(await input, optionsRef.current, { signal, onProgress: (progress) => update(id, { progress }) });
          return { pkg: await outputsToPackage(outputs), removed: removedKinds(outputs) };
        },
        'errors.conversion',
      );
      if (outcome.status === 'done') update(id, { status: 'done', ...outcome.result });
      if (outcome.status === 'failed') update(id, { status: 'failed', pkg: undefined, removed: undefined, errorKey: outcome.error.key, errorParams: outcome.error.params });
    },
    [processor, jobs],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        setRows((all) => [...all, { id, name: file.name, status: 'working', progress: 0 }]);
        if (!isAcceptedSource(file)) {
          update(id, { status: 'failed', errorKey: INVALID_TYPE });
          continue;
        }
        const input = converterInput(file);
        inputs.current.set(id, input);
        // An SVG that cannot be drawn fails its row once; it is not tried again with other options.
        input.catch(() => inputs.current.delete(id));
        void run(id);
      }
    },
    [run],
  );

  const remove = useCallback(
    (id: number) => {
      jobs.cancel(id);
      inputs.current.delete(id);
      setRows((all) => all.filter((row) => row.id !== id));
    },
    [jobs],
  );

  // Options changed: remake every package that has a readable source, after a short pause.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => [...inputs.current.keys()].forEach((id) => void run(id)), 300);
    return () => clearTimeout(timer);
  }, [options, run]);

  useEffect(() => () => jobs.cancelAll(), [jobs]);

  return { rows, addFiles, remove };
}
