import { Checkbox, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { NumberField } from '../../core/ui/NumberField';
import { MetadataChoice } from '../../kits/image/MetadataChoice';
import { useToolTranslation } from '../../core/ui/tool-context';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { MAX_SIDE, type ResizeOptions } from './resize-options';

const toSide = (value: number | null) => (value !== null && value >= 1 ? value : null);

export function ResizeOptionsPanel({ value, onChange }: OptionsProps<ResizeOptions>) {
  const { t } = useToolTranslation();
  const set = (patch: Partial<ResizeOptions>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('mode')}
        value={value.mode}
        onChange={(mode) => set({ mode: mode as ResizeOptions['mode'] })}
        data={[
          { value: 'percent', label: t('byPercent') },
          { value: 'pixels', label: t('byPixels') },
        ]}
        data-testid="resize-mode"
      />
      {value.mode === 'percent' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="resize-percent-label">
            {t('percent')}: {value.percent}%
          </Text>
          <Group gap="md" wrap="nowrap">
            <Slider
              style={{ flex: 1 }}
              min={1}
              max={200}
              value={value.percent}
              onChange={(percent) => set({ percent })}
              thumbLabel={t('percent')}
              marks={[{ value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }, { value: 150 }]}
            />
            <NumberField
              w={100}
              min={1}
              max={1000}
              unit="%"
              decimals={1}
              value={value.percent}
              onChange={(percent) => percent !== null && percent >= 1 && set({ percent })}
              aria-label={t('percent')}
              data-testid="resize-percent"
            />
          </Group>
        </Stack>
      ) : (
        <Group gap="md" align="flex-end" wrap="wrap">
          <NumberField
            label={t('width')}
            placeholder={t('auto')}
            min={1}
            max={MAX_SIDE}
            unit="px"
            value={value.width}
            onChange={(width) => set({ width: toSide(width) })}
            w={150}
            data-testid="resize-width"
          />
          <NumberField
            label={t('height')}
            placeholder={t('auto')}
            min={1}
            max={MAX_SIDE}
            unit="px"
            value={value.height}
            onChange={(height) => set({ height: toSide(height) })}
            w={150}
            data-testid="resize-height"
          />
          <Checkbox
            label={t('keepAspectRatio')}
            checked={value.keepAspectRatio}
            onChange={(e) => set({ keepAspectRatio: e.currentTarget.checked })}
            mb={8}
          />
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {value.mode === 'pixels' && value.keepAspectRatio ? t('hintFit') : t('hintFormat')}
      </Text>
      <MetadataChoice value={value.metadata} onChange={(metadata) => set({ metadata })} />
    </Stack>
  );
}
