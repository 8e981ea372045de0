import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SvgPicture, useBlobText } from '../../core/svg/SvgPicture';
import type { CompareProps } from '../../core/ui/batch/PreviewModal';
import { formatBytes, formatChange, sizeChangePercent } from '../../core/ui/format';

/** Original and optimised SVG next to each other, each drawn as an image from a data: URL. */
export function SideBySide({ original, result }: CompareProps) {
  const { t, i18n } = useTranslation('svg-optimizer');
  const before = useBlobText(original);
  const after = useBlobText(result);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="side-by-side">
      <Stack gap={4}>
        <Text size="sm">
          <b>{t('compare.original')}</b> · {formatBytes(original.size, i18n.language)}
        </Text>
        <SvgPicture svg={before} alt={t('compare.original')} testId="compare-original" large />
      </Stack>
      <Stack gap={4}>
        <Text size="sm">
          <b>{t('compare.optimized')}</b> · {formatBytes(result.size, i18n.language)} ({formatChange(sizeChangePercent(original.size, result.size), i18n.language)})
        </Text>
        <SvgPicture svg={after} alt={t('compare.optimized')} testId="compare-optimized" large />
      </Stack>
    </SimpleGrid>
  );
}
