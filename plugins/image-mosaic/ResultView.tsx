import { Button, Group, Stack, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useSafeImageUrl } from '../../core/ui/safe-image-url';
import { formatBytes } from '../../core/ui/format';
import type { MosaicResult } from './image-state';

interface ResultViewProps {
  original: File;
  result: MosaicResult;
  /** The result, or the original it was made from. */
  showing: 'after' | 'before';
  stale: boolean;
  onDownload(): void;
}

/** The full-resolution result (or the original, to compare: the editor's view toggle chooses), and its download. */
export function ResultView({ original, result, showing, stale, onDownload }: ResultViewProps) {
  const { t, i18n } = useToolTranslation();
  const before = useSafeImageUrl(original);
  const after = useSafeImageUrl(result.blob);
  const src = showing === 'after' ? after : before;
  return (
    <Stack gap="sm" data-testid="mosaic-result">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="mosaic-result-info">
            {result.name} · {result.width}×{result.height} · {formatBytes(result.blob.size, i18n.language)}
          </Text>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={onDownload} data-testid="mosaic-download">
            {t('result.download')}
          </Button>
        </Group>
      </Group>
      {stale && (
        <Group gap={6} wrap="nowrap" data-testid="mosaic-stale">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">{t('result.stale')}</Text>
        </Group>
      )}
      {src && (
        <img
          src={src}
          alt={showing === 'after' ? t('result.afterAlt', { name: result.name }) : t('result.beforeAlt', { name: original.name })}
          style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', alignSelf: 'center' }}
          data-testid="mosaic-result-image"
          data-showing={showing}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('result.metadata')}
      </Text>
    </Stack>
  );
}
