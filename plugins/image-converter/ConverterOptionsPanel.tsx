import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { ColorInputOnFirstUse } from '../../core/ui/ColorInputOnFirstUse';
import { QualitySlider } from '../../kits/image/QualitySlider';
import { AvifSlowHint } from '../../kits/image/AvifSlowHint';
import { MetadataChoice } from '../../kits/image/MetadataChoice';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { LOSSY_TARGETS, TARGETS, type ConverterOptions, type Target } from './options';

export function ConverterOptionsPanel({ value, onChange }: OptionsProps<ConverterOptions>) {
  const { t } = useToolTranslation();
  const set = (patch: Partial<ConverterOptions>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="converter-target-label">
          {t('options.target')}
        </Text>
        <SegmentedControl
          aria-labelledby="converter-target-label"
          data={TARGETS.map((target) => ({ value: target, label: t(`formats.${target}`) }))}
          value={value.target}
          onChange={(target) => set({ target: target as Target })}
          data-testid="option-target"
        />
      </Stack>
      <AvifSlowHint format={value.target} />
      {LOSSY_TARGETS.includes(value.target) && (
        <QualitySlider
          label={t('options.quality', { value: value.quality })}
          thumbLabel={t('options.qualityThumb')}
          value={value.quality}
          onChange={(quality) => set({ quality })}
        />
      )}
      {value.target === 'jpeg' && (
        <ColorInputOnFirstUse
          label={t('options.background')}
          description={t('options.backgroundHint')}
          value={value.background}
          onChange={(background) => set({ background })}
          maw={240}
        />
      )}
      {value.target === 'gif' && (
        <Text size="sm" c="dimmed">
          {t('options.gifHint')}
        </Text>
      )}
      <MetadataChoice value={value.metadata} onChange={(metadata) => set({ metadata })} />
    </Stack>
  );
}
