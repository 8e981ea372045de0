import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said before a batch starts, so a long AVIF encode is expected rather than mistaken for a hang. */
export function AvifSlowHint({ format }: { format: string }) {
  const { t } = useTranslation();
  if (format !== 'avif') return null;
  return (
    <Text size="sm" c="dimmed" data-testid="avif-slow-hint">
      {t('batch.avifSlow')}
    </Text>
  );
}
