import { Button, Group, Text } from '@mantine/core';
import { IconFileZip, IconRefresh, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useTool } from '../../plugin/tool-context';
import { SaveRecipeSlot } from '../../recipes/ui/SaveRecipeSlot';
import { downloadBlob } from '../download';
import { formatBytes, formatNumber, sizeChangePercent } from '../format';
import { toastError } from '../toasts';
import { saveZip, zipName } from '../zip';
import { batchProgress, type BatchProgress } from './batch-progress';
import { batchSummary, isOutdated } from './batch-state';
import { ContinueMenu } from './ContinueMenu';
import { fileOutputs, zipPath } from './outputs';
import type { CompareProps } from './PreviewModal';
import type { StatusLabels } from './ResultRow';
import { ResultsList } from './ResultsList';
import type { BatchRow, RowFileOutput } from './types';

const NO_ROWS: BatchRow[] = [];

export interface BatchResultsProps {
  rows: BatchRow[];
  /** The current options' key: rows made with others are outdated and left out of the ZIP. */
  currentKey: string;
  labels: StatusLabels;
  Compare?: ComponentType<CompareProps>;
  retry(row: BatchRow): void;
  remove(id: string): void;
  clear(): void;
  rerunAll(): void;
}

/**
 * What a batch shows once it has files: the summary, the batch's buttons (redo, clear, continue,
 * ZIP) and a row per file. Its own chunk: a tool page needs none of it before the first file.
 */
export default function BatchResults({ rows, currentKey, labels, Compare, retry, remove, clear, rerunAll }: BatchResultsProps) {
  const tool = useTool();
  const { t, i18n } = useTranslation([tool.id, 'common']);
  const [zipping, setZipping] = useState(false);
  // The rows render in the background, in slices React interleaves with input and painting: twenty
  // rows added at once, or a burst of finished jobs, never hold the page in one long task. The
  // summary and buttons follow the same rows, so an update of the batch is one commit and one frame
  // (the urgent render before the deferred one changes nothing on the page).
  const listed = useDeferredValue(rows, NO_ROWS);
  const summary = batchSummary(listed);
  const zippable = listed.filter((row) => row.status === 'done' && !isOutdated(row, currentKey));

  // Stable across renders, so result rows (memoised) render again only when their own row changes.
  // The fallback is looked up once per language, not with every call (rows call this as jobs move).
  const fallback = useMemo(() => t('batch.failedGeneric', { ns: 'common' }), [t]);
  const translate = useCallback(
    (key: string, params?: Record<string, unknown>) => t(key, { ...params, ns: [tool.id, 'common'], defaultValue: fallback }),
    [t, tool.id, fallback],
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
  const summaryText =
    t('batch.summary', { ns: 'common', done: summary.done, total: summary.total, failed: summary.failed }) +
    (summary.done > 0
      ? ` · ${formatBytes(summary.bytesBefore, i18n.language)} → ${formatBytes(summary.bytesAfter, i18n.language)} (${formatNumber(sizeChangePercent(summary.bytesBefore, summary.bytesAfter), i18n.language)}%)`
      : '') +
    (summary.busy ? progressText(batchProgress(listed, performance.now()), t) : '');
  const zippableOutputs = useSameItems(zippable.flatMap((row) => fileOutputs(row.outputs)));
  const downloadZip = useCallback(async () => {
    setZipping(true);
    try {
      const entries = zippableOutputs.map((output) => ({ name: zipPath(output), data: output.blob }));
      await saveZip(entries, zipName(tool.id), downloadBlob);
    } catch {
      toastError(t('batch.zipError', { ns: 'common' }), t('batch.downloadFailed', { ns: 'common' }));
    } finally {
      setZipping(false);
    }
  }, [t, tool.id, zippableOutputs]);

  return (
    <>
      <SaveRecipeSlot tool={tool} />
      <BatchToolbar
        summary={summaryText}
        busy={summary.busy}
        zipping={zipping}
        zipDisabled={zippable.length === 0}
        outputs={zippableOutputs}
        rerunAll={rerunAll}
        clear={clear}
        downloadZip={downloadZip}
      />
      <ResultsList
        rows={listed}
        translate={translate}
        labels={statusLabels}
        onDownload={download}
        onRetry={retry}
        onRemove={removeRow}
        Compare={Compare}
        currentKey={currentKey}
      />
    </>
  );
}

/** " · 120 left · about 3 min left" while a batch runs. */
function progressText({ remaining, secondsLeft }: BatchProgress, t: TFunction): string {
  const left = ` · ${t('batch.remaining', { ns: 'common', n: remaining })}`;
  if (secondsLeft === undefined) return left;
  const eta =
    secondsLeft < 90
      ? t('batch.eta.seconds', { ns: 'common', n: secondsLeft })
      : secondsLeft < 90 * 60
        ? t('batch.eta.minutes', { ns: 'common', n: Math.round(secondsLeft / 60) })
        : t('batch.eta.hours', { ns: 'common', n: Math.round(secondsLeft / 360) / 10 });
  return `${left} · ${eta}`;
}

/** The same array while its items stay the same (by identity), so memoised children skip a render. */
function useSameItems<T>(items: T[]): T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((item, index) => item === items[index]);
  if (!same) setKept(items);
  return same ? kept : items;
}

interface BatchToolbarProps {
  summary: string;
  busy: boolean;
  zipping: boolean;
  zipDisabled: boolean;
  /** The outputs of the rows done with the current options (the same array while they stay the same). */
  outputs: RowFileOutput[];
  rerunAll(): void;
  clear(): void;
  downloadZip(): void;
}

/**
 * The summary and the batch's buttons. Memoised: while a batch runs, progress alone changes none of
 * its props, so its Mantine buttons do not resolve their styles again on every update.
 */
const BatchToolbar = memo(function BatchToolbar({ summary, busy, zipping, zipDisabled, outputs, rerunAll, clear, downloadZip }: BatchToolbarProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed" data-testid="batch-summary">
        {summary}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="sm" leftSection={<IconRefresh size={16} />} onClick={rerunAll} disabled={busy}>
          {t('batch.rerun')}
        </Button>
        <Button variant="default" size="sm" color="red" leftSection={<IconTrash size={16} />} onClick={clear}>
          {t('batch.clear')}
        </Button>
        <ContinueMenu outputs={outputs} all />
        <Button size="sm" leftSection={<IconFileZip size={16} />} onClick={downloadZip} loading={zipping} disabled={zipDisabled} data-testid="download-zip">
          {t('batch.zip')}
        </Button>
      </Group>
    </Group>
  );
});
