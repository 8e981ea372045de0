import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSafeImageUrl } from '../../core/ui/safe-image-url';
import { formatBytes, formatChange, sizeChangePercent } from '../../core/ui/format';
import { SvgPicture, useBlobText } from './SvgPicture';

interface SideBySideProps {
  original: File;
  /** An SVG result, shown through a data: URL. */
  result: Blob;
  originalLabel: string;
  resultLabel: string;
  /** The original is SVG too (shown as text through a data: URL, never an object URL). */
  originalIsSvg?: boolean;
}

/** Original and SVG result next to each other, each labelled with its size. */
export function SideBySide({ original, result, originalLabel, resultLabel, originalIsSvg }: SideBySideProps) {
  const { i18n } = useTranslation();
  const originalText = useBlobText(originalIsSvg ? original : undefined);
  const originalUrl = useSafeImageUrl(originalIsSvg ? undefined : original);
  const after = useBlobText(result);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="side-by-side">
      <Stack gap={4}>
        <Text size="sm">
          <b>{originalLabel}</b> · {formatBytes(original.size, i18n.language)}
        </Text>
        <SvgPicture svg={originalText} src={originalUrl} alt={originalLabel} testId="compare-original" large />
      </Stack>
      <Stack gap={4}>
        <Text size="sm">
          <b>{resultLabel}</b> · {formatBytes(result.size, i18n.language)} ({formatChange(sizeChangePercent(original.size, result.size), i18n.language)})
        </Text>
        <SvgPicture svg={after} alt={resultLabel} testId="compare-result" large />
      </Stack>
    </SimpleGrid>
  );
}
