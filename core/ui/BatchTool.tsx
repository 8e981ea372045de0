import { Center, Loader, Paper, Stack } from '@mantine/core';
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodMiniType } from 'zod/mini';
import type { JobInput, JobOutput, OptionsOf, ProcessContext } from '../processing/processor';
import type { ToolJob } from '../processing/tool-job';
import { useToolOptions } from '../settings/tool-options';
import { BatchOptionsContext, type BatchOptions } from './batch/batch-options';
import { isOutdated } from './batch/batch-state';
import { SaveToFolder } from './batch/SaveToFolder';
import type { CompareProps } from './batch/PreviewModal';
import type { StatusLabels } from './batch/ResultRow';
import { batchOptionsKey, useBatch, type BatchPlan } from './batch/useBatch';
import { useAfterFirstPaint } from './after-first-paint';
import { lazyPart } from './lazy-part';
import { useTool } from './tool-context';
import { UploadZone } from './UploadZone';

// The results (rows, menus, previews, virtualisation, ZIP) come with the first file, fetched at idle before it.
const results = lazyPart(() => import('./batch/BatchResults'));

/** Rows made with other options are redone this long after the last change (a slider drag is one change). */
const REDO_DELAY_MS = 600;

export interface OptionsProps<Options> {
  value: Options;
  onChange(next: Options): void;
}

/** What BatchTool runs: a file in, its outputs out, with any options. */
export type BatchProcessor = (input: JobInput, options: never, context: ProcessContext) => Promise<JobOutput[]>;

export interface BatchToolProps<P extends BatchProcessor, Options = OptionsOf<P>> {
  /** The plugin's job handle (plugins/<id>/job.ts): the options' type comes from its processor. */
  job: ToolJob<P>;
  defaults: Options;
  /** Checks the remembered options: each stored field it refuses falls back to its default. */
  schema: ZodMiniType<Options>;
  Options?: ComponentType<OptionsProps<Options>>;
  /** Status label keys in the tool's namespace (e.g. Converting / Conversion Successful). */
  labels?: StatusLabels;
  /** Key in the tool's namespace for errors that are not a ProcessingError. */
  fallbackErrorKey?: string;
  /** A before/after view for the preview modal. */
  Compare?: ComponentType<CompareProps>;
  /** Another way in beside the upload zone (e.g. pasting SVG code), given the batch's addFiles. */
  ExtraInput?: ComponentType<{ addFiles(files: File[]): void }>;
  /** Options that depend on the whole batch (a budget shared by every file); keep it stable (module level). */
  plan?: BatchPlan<Options>;
}

/**
 * The common "files in → files out" screen: upload, options, results (every output of a row), ZIP.
 * Rows made with other options than the current ones are marked outdated, left out of the ZIP,
 * and redone a moment after the options settle.
 */
export function BatchTool<P extends BatchProcessor>({ defaults, schema, Options, labels = {}, fallbackErrorKey = 'batch.failedGeneric', Compare, ExtraInput, plan }: BatchToolProps<P>) {
  const tool = useTool();
  const { t } = useTranslation([tool.id, 'common']);
  const { options, setOptions, forRun } = useToolOptions(tool.id, defaults, schema);
  const { rows, addFiles, retry, remove, clear, rerunAll, folder, saveInto } = useBatch(tool, forRun, fallbackErrorKey, plan);
  const currentKey = useMemo(() => batchOptionsKey(options, rows, plan), [options, rows, plan]);
  const batchOptions = useMemo(() => ({ options, setOptions }) as BatchOptions<unknown>, [options, setOptions]);
  // The options panel (the screen's heaviest part: selects, sliders, number fields) comes a frame after the upload zone.
  const optionsShown = useAfterFirstPaint();
  const outdatedIds = rows.filter((row) => isOutdated(row, currentKey)).map((row) => row.id).join(' ');

  useEffect(() => results.prefetch(), []);
  useEffect(() => {
    if (!outdatedIds) return;
    const timer = setTimeout(() => {
      const ids = new Set(outdatedIds.split(' '));
      rows.filter((row) => ids.has(row.id)).forEach((row) => retry(row));
    }, REDO_DELAY_MS);
    return () => clearTimeout(timer);
    // `rows` is read when the timer fires; the effect restarts only when the set of outdated rows changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outdatedIds, retry]);

  // The same elements while only rows change: a running batch re-renders the list, not the inputs and options above it.
  const inputs = useMemo(
    () => (
      <>
        <UploadZone accept={tool.accept} onFiles={addFiles} opensEntries />
        {ExtraInput && <ExtraInput addFiles={addFiles} />}
      </>
    ),
    [tool.accept, addFiles, ExtraInput],
  );
  const optionsPanel = useMemo(
    () =>
      Options && (
        <Paper withBorder p="md" radius="md" aria-label={t('batch.options', { ns: 'common' })} component="section">
          <Options value={options} onChange={setOptions} />
        </Paper>
      ),
    [Options, options, setOptions, t],
  );

  return (
    <BatchOptionsContext.Provider value={batchOptions}>
      <Stack gap="md">
        {inputs}
        <SaveToFolder toolId={tool.id} folder={folder} saveInto={saveInto} />
        {optionsShown && optionsPanel}
        {rows.length > 0 && (
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <results.Component
              rows={rows}
              currentKey={currentKey}
              labels={labels}
              Compare={Compare}
              retry={retry}
              remove={remove}
              clear={clear}
              rerunAll={rerunAll}
            />
          </Suspense>
        )}
      </Stack>
    </BatchOptionsContext.Provider>
  );
}
