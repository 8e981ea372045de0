import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodMiniType } from 'zod/mini';
import { useToolOptions } from '../settings/tool-options';
import { batchSummary, isOutdated } from './batch/batch-state';
import { ContinueMenu } from './batch/ContinueMenu';
import { fileOutputs, optionsKey, zipPath } from './batch/outputs';
import type { CompareProps } from './batch/PreviewModal';
import type { StatusLabels } from './batch/ResultRow';
import { ResultsList } from './batch/ResultsList';
import type { BatchRow, RowFileOutput } from './batch/types';
import { useBatch } from './batch/useBatch';
import { downloadBlob } from './download';
import { formatBytes, sizeChangePercent } from './format';
import { useTool } from './tool-context';
import { toastError } from './toasts';
import { UploadZone } from './UploadZone';
import { saveZip, zipName } from './zip';

/** Rows made with other options are redone this long after the last change (a slider drag is one change). */
const REDO_DELAY_MS = 600;

export interface OptionsProps<Options> {
  value: Options;
  onChange(next: Options): void;
}

export interface BatchToolProps<Options> {
  defaults: Options;
  schema?: ZodMiniType<Options>;
  Options?: ComponentType<OptionsProps<Options>>;
  /** Status label keys in the tool's namespace (e.g. Converting / Conversion Successful). */
  labels?: StatusLabels;
  /** Key in the tool's namespace for errors that are not a ProcessingError. */
  fallbackErrorKey?: string;
  /** A before/after view for the preview modal. */
  Compare?: ComponentType<CompareProps>;
  /** Main-thread step before the worker, for what workers cannot do (e.g. rasterizeSvg). */
  prepareFile?: (file: File) => Promise<File>;
  /** Main-thread step after the job on its first file output (e.g. comparing renders of an SVG); may change its info. */
  finishResult?: (file: File, result: RowFileOutput) => Promise<RowFileOutput>;
  /** Another way in beside the upload zone (e.g. pasting SVG code), given the batch's addFiles. */
  ExtraInput?: ComponentType<{ addFiles(files: File[]): void }>;
}

/**
 * The common "files in → files out" screen: upload, options, results (every output of a row), ZIP.
 * Rows made with other options than the current ones are marked outdated, left out of the ZIP,
 * and redone a moment after the options settle.
 */
export function BatchTool<Options>({ defaults, schema, Options, labels = {}, fallbackErrorKey = 'batch.failedGeneric', Compare, prepareFile, finishResult, ExtraInput }: BatchToolProps<Options>) {
  const tool = useTool();
  const { t, i18n } = useTranslation([tool.id, 'common']);
  const { options, setOptions, current } = useToolOptions(tool.id, defaults, schema);
  const { rows, addFiles, retry, remove, clear, rerunAll } = useBatch(tool, current, fallbackErrorKey, prepareFile, finishResult);
  const [zipping, setZipping] = useState(false);
  const summary = batchSummary(rows);
  const currentKey = useMemo(() => optionsKey(options), [options]);
  const zippable = rows.filter((row) => row.status === 'done' && !isOutdated(row, currentKey));
  const outdatedIds = rows.filter((row) => isOutdated(row, currentKey)).map((row) => row.id).join(' ');

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

  // Stable across renders, so result rows (memoised) render again only when their own row changes.
  const translate = useCallback(
    (key: string, params?: Record<string, unknown>) =>
      t(key, { ...params, ns: [tool.id, 'common'], defaultValue: t('batch.failedGeneric', { ns: 'common' }) }),
    [t, tool.id],
  );
  const statusLabels = useMemo(
    () => ({
      queued: translate(labels.queued ?? 'batch.status.queued'),
      working: translate(labels.working ?? 'batch.status.working'),
      done: translate(labels.done ?? 'batch.status.done'),
      failed: translate(labels.failed ?? 'batch.status.failed'),
    }),
    [translate, labels.queued, labels.working, labels.done, labels.failed],
  );
  const download = useCallback(
    (row: BatchRow, output?: RowFileOutput) => {
      const chosen = output ?? row.result;
      try {
        if (chosen) downloadBlob(chosen.blob, chosen.name);
      } catch {
        toastError(t('batch.downloadFailed', { ns: 'common' }));
      }
    },
    [t],
  );
  const removeRow = useCallback((row: BatchRow) => remove(row.id), [remove]);
  const downloadZip = async () => {
    setZipping(true);
    try {
      const entries = zippable.flatMap((row) => fileOutputs(row.outputs).map((output) => ({ name: zipPath(output), data: output.blob })));
      await saveZip(entries, zipName(tool.id), downloadBlob);
    } catch {
      toastError(t('batch.zipError', { ns: 'common' }), t('batch.downloadFailed', { ns: 'common' }));
    } finally {
      setZipping(false);
    }
  };

  // The same elements while only rows change: a running batch re-renders the list, not the inputs and options above it.
  const inputs = useMemo(
    () => (
      <>
        <UploadZone accept={tool.accept} onFiles={addFiles} />
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
    <Stack gap="md">
      {inputs}
      {optionsPanel}
      {rows.length > 0 && (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" data-testid="batch-summary">
              {t('batch.summary', { ns: 'common', done: summary.done, total: summary.total, failed: summary.failed })}
              {summary.done > 0 &&
                ` · ${formatBytes(summary.bytesBefore, i18n.language)} → ${formatBytes(summary.bytesAfter, i18n.language)} (${sizeChangePercent(summary.bytesBefore, summary.bytesAfter).toLocaleString(i18n.language)}%)`}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" leftSection={<IconRefresh size={16} />} onClick={rerunAll} disabled={summary.busy}>
                {t('batch.rerun', { ns: 'common' })}
              </Button>
              <Button variant="default" size="sm" color="red" leftSection={<IconTrash size={16} />} onClick={clear}>
                {t('batch.clear', { ns: 'common' })}
              </Button>
              <ContinueMenu outputs={zippable.flatMap((row) => fileOutputs(row.outputs))} all />
              <Button
                size="sm"
                leftSection={<IconFileZip size={16} />}
                onClick={downloadZip}
                loading={zipping}
                disabled={zippable.length === 0}
                data-testid="download-zip"
              >
                {t('batch.zip', { ns: 'common' })}
              </Button>
            </Group>
          </Group>
          <ResultsList
            rows={rows}
            translate={translate}
            labels={statusLabels}
            onDownload={download}
            onRetry={retry}
            onRemove={removeRow}
            Compare={Compare}
            currentKey={currentKey}
          />
        </>
      )}
    </Stack>
  );
}
