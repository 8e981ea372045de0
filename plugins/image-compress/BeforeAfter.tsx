import { Box, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareProps } from '../../core/ui/batch/PreviewModal';
import { useObjectUrl } from '../../core/ui/batch/useObjectUrl';

/** The original under the result, the result clipped at a movable split. Both are shown from blob URLs. */
export function BeforeAfter({ original, result }: CompareProps) {
  const { t } = useTranslation('image-compress');
  const [split, setSplit] = useState(50);
  const before = useObjectUrl(original);
  const after = useObjectUrl(result);
  if (!before || !after) return null;
  return (
    <Stack gap="xs" data-testid="before-after">
      <Box pos="relative" style={{ lineHeight: 0 }}>
        <img src={before} alt={t('compare.before')} style={{ width: '100%', maxHeight: '65vh', objectFit: 'contain' }} />
        <img
          src={after}
          alt={t('compare.after')}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', clipPath: `inset(0 0 0 ${split}%)` }}
        />
      </Box>
      <Text size="xs" c="dimmed" ta="center">
        {t('compare.before')} ← → {t('compare.after')}
      </Text>
      <Slider value={split} onChange={setSplit} min={0} max={100} label={null} thumbLabel={t('compare.split')} />
    </Stack>
  );
}
