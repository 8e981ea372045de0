import { memo, useCallback, useState, type ComponentType } from 'react';
import { isOutdated } from './batch-state';
import { PreviewModal, type CompareProps } from './PreviewModal';
import { ResultRow, type StatusLabels } from './ResultRow';
import classes from './ResultsList.module.css';
import type { BatchRow, RowFileOutput } from './types';
import { VIRTUALISE_ABOVE, WindowVirtualList } from './WindowVirtualList';

interface ResultsListProps {
  rows: BatchRow[];
  translate(key: string, params?: Record<string, unknown>): string;
  labels: Required<StatusLabels>;
  onDownload(row: BatchRow, output?: RowFileOutput): void;
  onRetry(row: BatchRow): void;
  onRemove(row: BatchRow): void;
  Compare?: ComponentType<CompareProps>;
  /** The current options' key: rows made with others are marked outdated. */
  currentKey?: string;
}

const ROW_GAP = 8;

type RowProps = Omit<ResultsListProps, 'rows' | 'Compare' | 'currentKey'> & { onPreview(row: BatchRow): void };

/**
 * One row per file with its status, sizes and actions; the preview opens in a modal. Long batches are
 * virtualised. Memoised: the batch's urgent render (before its deferred rows) passes the same props.
 */
export const ResultsList = memo(function ResultsList({ rows, Compare, currentKey, ...rest }: ResultsListProps) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewRow = previewId ? (rows.find((row) => row.id === previewId) ?? null) : null;
  // The modal mounts at the first preview: closed, it still rendered with every update of the batch.
  const [previewUsed, setPreviewUsed] = useState(false);
  const openPreview = useCallback((row: BatchRow) => {
    setPreviewUsed(true);
    setPreviewId(row.id);
  }, []);
  const closePreview = useCallback(() => setPreviewId(null), []);
  const rowProps: RowProps = { ...rest, onPreview: openPreview };
  return (
    <div className={classes.list} data-testid="results-list" data-rows={rows.length} aria-live="polite">
      {rows.length > VIRTUALISE_ABOVE ? (
        <WindowVirtualList
          items={rows}
          keyOf={(row) => row.id}
          estimateSize={84}
          gap={ROW_GAP}
          renderItem={(row) => <ResultRow row={row} outdated={isOutdated(row, currentKey)} {...rowProps} />}
        />
      ) : (
        rows.map((row) => <ResultRow key={row.id} row={row} outdated={isOutdated(row, currentKey)} {...rowProps} />)
      )}
      {previewUsed && <PreviewModal row={previewRow} onClose={closePreview} Compare={Compare} />}
    </div>
  );
});
