import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { BrandingFields } from '../../kits/favicon/ui/BrandingFields';
import type { FitMode } from '../../kits/favicon/fit';
import type { ConverterOptions } from './options';

export function ConverterOptionsPanel({ value, onChange }: { value: ConverterOptions; onChange(next: ConverterOptions): void }) {
  const { t } = useToolTranslation();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="favicon-fit-label">
          {t('fit')}
        </Text>
        <SegmentedControl
          aria-labelledby="favicon-fit-label"
          value={value.fit}
          onChange={(fit) => onChange({ ...value, fit: fit as FitMode })}
          data={[
            { value: 'pad', label: t('fitPad') },
            { value: 'crop', label: t('fitCrop') },
            { value: 'stretch', label: t('fitStretch') },
          ]}
          data-testid="favicon-fit"
          style={{ alignSelf: 'flex-start' }}
        />
        <Text size="xs" c="dimmed">
          {t('fitHint')}
        </Text>
      </Stack>
      <BrandingFields value={value} onChange={onChange} />
    </Stack>
  );
}
