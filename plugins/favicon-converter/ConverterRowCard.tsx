import { ActionIcon, Alert, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Hint } from '../../core/ui/Hint';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconInfoCircle, IconShieldCheck, IconX } from '@tabler/icons-react';
import { sourceAdvice } from '../../kits/favicon/fit';
import { CONVERTER_ZIP_NAME, RECOMMENDED_SOURCE_SIDE } from '../../kits/favicon/package-spec';
import { FaviconPackageView } from '../../kits/favicon/ui/FaviconPackageView';
import type { ConverterRow } from './useConverterRows';

const STATUS_COLOUR = { working: 'blue', done: 'teal', failed: 'red' } as const;

/** One source file: its status, advice on its size and shape, and its finished package. */
export function ConverterRowCard({ row, appName, onRemove }: { row: ConverterRow; appName: string; onRemove(): void }) {
  const { t, i18n } = useToolTranslation();
  const removedList = row.removed?.length
    ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(row.removed.map((kind) => t(`svgRemovedKinds.${kind}`)))
    : undefined;
  const source = row.pkg?.source;
  const advice = source && sourceAdvice(source.width, source.height, RECOMMENDED_SOURCE_SIDE);
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid="favicon-row" data-name={row.name} data-status={row.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {row.name}
            </Text>
            {source && (
              <Text size="sm" c="dimmed" data-testid="source-size">
                {source.width}×{source.height}
              </Text>
            )}
            <Badge color={STATUS_COLOUR[row.status]} variant="light">
              {t(`status.${row.status}`)}
            </Badge>
          </Group>
          <Hint label={t('remove')} align="end">
            <ActionIcon variant="subtle" color="gray" aria-label={t('remove')} onClick={onRemove}>
              <IconX size={16} />
            </ActionIcon>
          </Hint>
        </Group>
        {row.status === 'working' && <Progress value={row.progress * 100} size="sm" animated aria-label={t('status.working')} />}
        {row.errorKey && (
          <Text c="red" size="sm" data-testid="row-error">
            {t(row.errorKey, { ...row.errorParams, defaultValue: t('errors.conversion') })}
          </Text>
        )}
        {advice && (advice.tooSmall || advice.notSquare) && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="source-advice">
            {advice.tooSmall && <Text size="sm">{t('adviceSmall', { width: source.width, height: source.height })}</Text>}
            {advice.notSquare && <Text size="sm">{t('adviceNotSquare')}</Text>}
          </Alert>
        )}
        {removedList && (
          <Alert color="orange" icon={<IconShieldCheck size={18} />} data-testid="svg-removed">
            <Text size="sm">{t('svgRemoved', { list: removedList })}</Text>
          </Alert>
        )}
        {row.pkg && <FaviconPackageView pkg={row.pkg} appName={appName} zipName={CONVERTER_ZIP_NAME} />}
      </Stack>
    </Paper>
  );
}
