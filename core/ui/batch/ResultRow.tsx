import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatChange, formatDimensions, formatDuration, sizeChangePercent } from '../format';
import { ElapsedTime } from './ElapsedTime';
import { OutputList } from './OutputList';
import { RowActions } from './RowActions';
import { RowThumbnail } from './RowThumbnail';
import type { BatchRow, RowFileOutput } from './types';

export interface StatusLabels {
  queued?: string;
  working?: string;
  done?: string;
  failed?: string;
}

interface ResultRowProps {
  row: BatchRow;
  /** Translates a key in the tool's namespace first, then the shell's. */
  translate(key: string, params?: Record<string, unknown>): string;
  labels: Required<StatusLabels>;
  onPreview(row: BatchRow): void;
  onDownload(row: BatchRow, output?: RowFileOutput): void;
  /** Made with other options than the current ones: redone soon, left out of the ZIP until then. */
  outdated?: boolean;
  onRetry(row: BatchRow): void;
  onRemove(row: BatchRow): void;
}

const statusColor = { queued: 'gray', working: 'blue', done: 'teal', failed: 'red' } as const;

function typeLabel(type: string, name: string): string {
  const sub = type.split('/')[1];
  return (sub ? sub.replace('svg+xml', 'svg').replace('jpeg', 'jpg') : name.split('.').pop() ?? '').toUpperCase();
}

/** Memoised: while a batch runs only the row whose job moved renders again (props are stable). */
export const ResultRow = memo(function ResultRow({ row, translate, labels, onPreview, onDownload, onRetry, onRemove, outdated }: ResultRowProps) {
  const { t, i18n } = useTranslation();
  const { file, result, status } = row;
  const outputs = row.outputs ?? [];
  const several = outputs.length > 1 || outputs.some((output) => output.kind === 'text');
  const info = result?.info;
  const change = result ? sizeChangePercent(file.size, result.blob.size) : 0;
  const before = formatDimensions(info?.originalWidth, info?.originalHeight);
  const after = formatDimensions(info?.width, info?.height);

  const statusBadge = (
    <Badge color={outdated ? 'orange' : statusColor[status]} variant={status === 'done' && !outdated ? 'filled' : 'light'} data-testid="row-status">
      {outdated ? t('batch.status.outdated') : labels[status]}
    </Badge>
  );

  return (
    <Paper withBorder p="sm" radius="md" data-testid="result-row" data-status={status} data-name={file.name} data-outdated={outdated || undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        {status === 'done' && <RowThumbnail output={result} />}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} lineClamp={2} title={file.name} maw="100%" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {typeLabel(file.type, file.name)}
              {result && ` → ${typeLabel(result.type, result.name)}`}
            </Badge>
            {/* Beside the type, so the right side holds only the actions (one menu button on phones). */}
            {statusBadge}
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="row-size">
              {formatBytes(file.size, i18n.language)}
              {result && ` → ${formatBytes(result.blob.size, i18n.language)}`}
            </Text>
            {result && (
              <Badge size="sm" variant="light" color={change <= 0 ? 'teal' : 'orange'} data-testid="row-ratio">
                {formatChange(change, i18n.language)}
              </Badge>
            )}
            {(before || after) && (
              <Text size="sm" c="dimmed" data-testid="row-dimensions">
                {before && after && before !== after ? `${before} → ${after}` : (after ?? before)}
              </Text>
            )}
            {info?.quality !== undefined && (
              <Text size="sm" c="dimmed" data-testid="row-quality">
                {t('batch.qualityUsed', { value: info.quality })}
              </Text>
            )}
            {info?.durationSeconds !== undefined && (
              <Text size="sm" c="dimmed">
                {formatDuration(info.durationSeconds)}
              </Text>
            )}
            {row.elapsedMs !== undefined && status === 'done' && (
              <Text size="sm" c="dimmed" data-testid="row-took">
                {t('batch.took', { seconds: (row.elapsedMs / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}
              </Text>
            )}
          </Group>
          {status === 'working' && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" data-testid="row-stage">
                {row.stage ? `${translate(`stage.${row.stage}`)} · ` : ''}
                {row.startedAt !== undefined && <ElapsedTime since={row.startedAt} />}
              </Text>
              {/* No fraction known yet: a full striped bar that moves, rather than an empty one that looks stuck.
                  Only then: moving stripes repaint the row every frame on the main thread (a batch's paint time halved without). */}
              {/* No width transition either: each one repainted the page for 100 ms after every progress message. */}
              <Progress
                value={row.progress > 0 ? row.progress * 100 : 100}
                striped={row.progress <= 0}
                animated={row.progress <= 0}
                transitionDuration={0}
                size="sm"
                aria-label={labels.working}
              />
            </Stack>
          )}
          {status === 'failed' && row.error && (
            <Text size="sm" c="red" role="alert" data-testid="row-error">
              {translate(row.error.key, row.error.params)}
            </Text>
          )}
          {info?.noteKey && (
            <Text size="sm" c="dimmed" data-testid="row-note">
              {translate(info.noteKey, info.noteParams)}
            </Text>
          )}
          {outdated && (
            <Text size="sm" c="orange" data-testid="row-outdated">
              {t('batch.outdatedHint')}
            </Text>
          )}
          {status === 'done' && several && <OutputList outputs={outputs} translate={translate} onDownload={(output) => onDownload(row, output)} />}
        </Stack>
        <RowActions row={row} onPreview={onPreview} onDownload={onDownload} onRetry={onRetry} onRemove={onRemove} />
      </Group>
    </Paper>
  );
});
