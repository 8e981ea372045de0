import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconRefresh, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatChange, formatDimensions, formatDuration, sizeChangePercent } from '../format';
import { ContinueMenu } from './ContinueMenu';
import { fileOutputs } from './outputs';
import { OutputList } from './OutputList';
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

  return (
    <Paper withBorder p="sm" radius="md" data-testid="result-row" data-status={status} data-name={file.name} data-outdated={outdated || undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {typeLabel(file.type, file.name)}
              {result && ` → ${typeLabel(result.type, result.name)}`}
            </Badge>
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
            {info?.durationSeconds !== undefined && (
              <Text size="sm" c="dimmed">
                {formatDuration(info.durationSeconds)}
              </Text>
            )}
            {row.elapsedMs !== undefined && status === 'done' && (
              <Text size="sm" c="dimmed">
                {t('batch.took', { seconds: (row.elapsedMs / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}
              </Text>
            )}
          </Group>
          {status === 'working' && (
            <Stack gap={2}>
              {row.stage && (
                <Text size="xs" c="dimmed" data-testid="row-stage">
                  {translate(`stage.${row.stage}`)}
                </Text>
              )}
              <Progress value={row.progress * 100} size="sm" animated aria-label={labels.working} />
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
        <Stack gap={6} align="flex-end">
          <Badge color={outdated ? 'orange' : statusColor[status]} variant={status === 'done' && !outdated ? 'filled' : 'light'} data-testid="row-status">
            {outdated ? t('batch.status.outdated') : labels[status]}
          </Badge>
          <Group gap={2} wrap="nowrap">
            {result && (
              <>
                <Tooltip label={t('batch.preview')}>
                  <ActionIcon variant="subtle" onClick={() => onPreview(row)} aria-label={`${t('batch.preview')}: ${file.name}`}>
                    <IconEye size={18} />
                  </ActionIcon>
                </Tooltip>
                <ContinueMenu outputs={fileOutputs(outputs)} label={file.name} />
                <Tooltip label={t('batch.download')}>
                  <ActionIcon variant="subtle" onClick={() => onDownload(row)} aria-label={`${t('batch.download')}: ${file.name}`} data-testid="row-download">
                    <IconDownload size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            {(status === 'failed' || status === 'done') && (
              <Tooltip label={t('batch.retry')}>
                <ActionIcon variant="subtle" onClick={() => onRetry(row)} aria-label={`${t('batch.retry')}: ${file.name}`}>
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('batch.remove')}>
              <ActionIcon variant="subtle" color="red" onClick={() => onRemove(row)} aria-label={`${t('batch.remove')}: ${file.name}`}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
});
