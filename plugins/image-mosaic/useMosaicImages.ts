import { useCallback, useEffect, useRef, useState } from 'react';
import { ProcessingError } from '../../core/processing/errors';
import { asProcessingError, JobSlots } from '../../core/processing/job-slot';
import { firstFile, jobInputOf, outputBlob } from '../../core/processing/processor';
import { useToolProcessor } from '../../core/processing/use-tool-processor';
import type { Rect } from './geometry';
import { pushState, redo, undo } from './history';
import { neighbourAfterRemoval, newImage, type MosaicImage, type MosaicResult } from './image-state';
import { loadPreview } from './load-preview';
import { hasWork, jobKey, type MosaicJob, type MosaicSettings } from './options';
import { job } from './job';

const PROCESS_TIMEOUT_MS = 180_000;

/** A failure as the list shows it: the typed cause when there is one, the generic message otherwise. */
function errorOf(error: unknown): Pick<MosaicImage, 'error' | 'errorParams'> {
  const { key, params } = asProcessingError(error, 'errors.processing');
  return { error: key, errorParams: params };
}

/** The list of images being edited: loading previews, region history per image, applying in the worker pool. */
export function useMosaicImages(settings: () => MosaicSettings) {
  const [images, setImages] = useState<MosaicImage[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  const latest = useRef(images);
  const processor = useToolProcessor(job);
  const jobs = useRef(new JobSlots<string>()).current;

  const update = useCallback((change: (images: MosaicImage[]) => MosaicImage[]) => {
    latest.current = change(latest.current);
    setImages(latest.current);
  }, []);
  const patch = useCallback(
    (id: string, change: (image: MosaicImage) => Partial<MosaicImage>) =>
      update((all) => all.map((image) => (image.id === id ? { ...image, ...change(image) } : image))),
    [update],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map(newImage);
      update((all) => [...all, ...added]);
      setSelectedId((current) => current ?? added[0]?.id);
      for (const image of added) {
        loadPreview(image.file, processor, settings()).then(
          (preview) => patch(image.id, () => ({ status: 'ready', preview })),
          (error: unknown) => patch(image.id, () => ({ status: 'failed', ...errorOf(error) })),
        );
      }
    },
    [patch, update, processor, settings],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = latest.current.find((image) => image.id === id);
      setSelectedId((current) => (current === id ? neighbourAfterRemoval(latest.current, id) : current));
      update((all) => all.filter((image) => image.id !== id));
      jobs.cancel(id);
      gone?.preview?.bitmap.close();
    },
    [update, jobs],
  );

  const setRegions = useCallback((id: string, regions: Rect[]) => patch(id, (image) => ({ history: pushState(image.history, regions) })), [patch]);
  const undoRegions = useCallback((id: string) => patch(id, (image) => ({ history: undo(image.history) })), [patch]);
  const redoRegions = useCallback((id: string) => patch(id, (image) => ({ history: redo(image.history) })), [patch]);

  /** Runs the full-resolution mosaic for one image (a newer run for it cancels this one); resolves with the result, or undefined. */
  const apply = useCallback(
    async (id: string): Promise<MosaicResult | undefined> => {
      const image = latest.current.find((item) => item.id === id);
      if (!image || image.status !== 'ready') return undefined;
      const job: MosaicJob = { ...settings(), regions: image.history.present };
      const key = jobKey(job);
      if (image.result?.key === key) return image.result;
      patch(id, () => ({ processing: true, error: undefined, errorParams: undefined }));
      const outcome = await jobs.run(
        id,
        async (signal) => {
          const output = firstFile(await processor.run(jobInputOf(image.file), job, { signal, timeoutMs: PROCESS_TIMEOUT_MS }));
          if (!output) throw new ProcessingError('errors.processing', 'No image came back');
          return { blob: outputBlob(output), name: output.name, width: output.info?.width ?? 0, height: output.info?.height ?? 0, key };
        },
        'errors.processing',
      );
      if (outcome.status === 'done') patch(id, () => ({ processing: false, result: outcome.result }));
      if (outcome.status === 'failed') patch(id, () => ({ processing: false, error: outcome.error.key, errorParams: outcome.error.params }));
      return outcome.status === 'done' ? outcome.result : undefined;
    },
    [patch, settings, processor, jobs],
  );

  /** Applies every image that has something to apply (skipping up-to-date ones); returns their results. */
  const applyAll = useCallback(async (): Promise<MosaicResult[]> => {
    const ready = latest.current.filter((image) => image.status === 'ready' && hasWork({ ...settings(), regions: image.history.present }));
    const results = await Promise.all(ready.map((image) => apply(image.id)));
    return results.filter((result): result is MosaicResult => !!result);
  }, [apply, settings]);

  useEffect(
    () => () => {
      jobs.cancelAll();
      latest.current.forEach((image) => image.preview?.bitmap.close());
    },
    [jobs],
  );

  const selected = images.find((image) => image.id === selectedId);
  return { images, selected, select: setSelectedId, addFiles, remove, setRegions, undoRegions, redoRegions, apply, applyAll };
}
