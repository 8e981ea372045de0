import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompareProps } from '../../ui/batch/PreviewModal';
import { useObjectUrl } from '../../ui/batch/useObjectUrl';
import { formatBytes, formatChange, sizeChangePercent } from '../../ui/format';
import { useTool } from '../../ui/tool-context';
import { SvgPicture, useBlobText } from '../SvgPicture';

/** The photo (a raster object URL) beside its tracing (SVG text through a data: URL). */
export function TraceCompare({ original, result }: CompareProps) {
  const tool = useTool();
  const { t, i18n } = useTranslation(tool.id);
  const before = useObjectUrl(original);
  const after = useBlobText(result);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="side-by-side">
      <Stack gap={4}>
        <Text size="sm">
          <b>{t('compare.original')}</b> · {formatBytes(original.size, i18n.language)}
        </Text>
        <SvgPicture src={before} alt={t('compare.original')} testId="compare-original" large />
      </Stack>
      <Stack gap={4}>
        <Text size="sm">
          <b>{t('compare.traced')}</b> · {formatBytes(result.size, i18n.language)} ({formatChange(sizeChangePercent(original.size, result.size), i18n.language)})
        </Text>
        <SvgPicture svg={after} alt={t('compare.traced')} testId="compare-traced" large />
      </Stack>
    </SimpleGrid>
  );
}
