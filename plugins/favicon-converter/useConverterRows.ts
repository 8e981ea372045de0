import { useCallback, useEffect, useRef, useState } from 'react';
import { outputsToPackage } from '../../kits/favicon/package-outputs';
import type { FaviconPackage } from '../../kits/favicon/package-spec';
import { rasterizeSvgSource } from '../../kits/favicon/rasterize-svg-source';
import { JobCancelledError, ProcessingError } from '../../core/processing/errors';
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

const failure = (error: unknown, fallbackKey: string): Pick<ConverterRow, 'errorKey' | 'errorParams'> =>
  error instanceof ProcessingError ? { errorKey: error.key, errorParams: error.params } : { errorKey: fallbackKey, errorParams: undefined };

async function prepare(file: File): Promise<ConverterInput> {
  if (!isSvgSource(file)) return { name: file.name, type: file.type, bytes: await file.arrayBuffer() };
  const svg = await file.text();
  const png = await rasterizeSvgSource(svg);
  return { name: file.name, type: 'image/png', bytes: await png.arrayBuffer(), svg };
}

/** One row per dropped file; each becomes a package, made again when the options change. */
export function useConverterRows(options: ConverterOptions) {
  const [rows, setRows] = useState<ConverterRow[]>([]);
  const inputs = useRef(new Map<number, ConverterInput>());
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const processor = useToolProcessor(job);

  const update = (id: number, patch: Partial<ConverterRow>) => setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const run = useCallback(async (id: number) => {
    const input = inputs.current.get(id);
    if (!input) return;
    controllers.current.get(id)?.abort();
    const controller = new AbortController();
    controllers.current.set(id, controller);
    update(id, { status: 'working', progress: 0, errorKey: undefined });
    try {
      // The worker takes its own copy: the kept input must survive for the next run.
      const copy = { ...input, bytes: input.bytes.slice(0) };
      const outputs = await processor.run(copy, optionsRef.current, {
        signal: controller.signal,
        onProgress: (progress) => update(id, { progress }),
      });
      const pkg = await outputsToPackage(outputs);
      update(id, { status: 'done', pkg, removed: removedKinds(outputs) });
    } catch (error) {
      if (error instanceof JobCancelledError) return;
      update(id, { status: 'failed', pkg: undefined, removed: undefined, ...failure(error, 'errors.conversion') });
    }
  }, [processor]);

  const addFiles = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        setRows((all) => [...all, { id, name: file.name, status: 'working', progress: 0 }]);
        if (!isAcceptedSource(file)) {
          update(id, { status: 'failed', errorKey: INVALID_TYPE });
          continue;
        }
        prepare(file)
          .then((input) => {
            inputs.current.set(id, input);
            return run(id);
          })
          .catch((error) => update(id, { status: 'failed', ...failure(error, INVALID_TYPE) }));
      }
    },
    [run],
  );

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    inputs.current.delete(id);
    setRows((all) => all.filter((row) => row.id !== id));
  }, []);

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

  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  return { rows, addFiles, remove };
}
