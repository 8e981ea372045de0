import { Stack } from '@mantine/core';
import { useCallback, useState, type ComponentType } from 'react';
import { isOutdated } from './batch-state';
import { PreviewModal, type CompareProps } from './PreviewModal';
import { ResultRow, type StatusLabels } from './ResultRow';
import type { BatchRow, RowFileOutput } from './types';

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

/** One row per file with its status, sizes and actions; the preview opens in a modal. */
export function ResultsList({ rows, Compare, currentKey, ...rowProps }: ResultsListProps) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewRow = rows.find((row) => row.id === previewId) ?? null;
  const openPreview = useCallback((row: BatchRow) => setPreviewId(row.id), []);
  return (
    <Stack gap="xs" data-testid="results-list" aria-live="polite">
      {rows.map((row) => (
        <ResultRow key={row.id} row={row} onPreview={openPreview} outdated={isOutdated(row, currentKey)} {...rowProps} />
      ))}
      <PreviewModal row={previewRow} onClose={() => setPreviewId(null)} Compare={Compare} />
    </Stack>
  );
}
