import { SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../../core/ui/BatchTool';
import { ChoiceField } from '../../../core/ui/ChoiceField';
import { useTool } from '../../../core/ui/tool-context';
import { MAX_BLUR, MAX_COLOURS, MAX_PATH_OMIT, MAX_WIDTHS, PRESETS, PRESET_CONTROLS, type TraceOptions, type TracePreset } from './options';

function LabelledSlider({ id, label, hint, ...slider }: { id: string; label: string; hint?: string; value: number; min: number; max: number; disabled?: boolean; onChange(value: number): void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <Slider aria-labelledby={id} thumbLabel={label} step={1} mb="xs" {...slider} />
    </Stack>
  );
}

export function TraceOptionsPanel({ value, onChange }: OptionsProps<TraceOptions>) {
  const tool = useTool();
  const { t, i18n } = useTranslation(tool.id);
  const set = (patch: Partial<TraceOptions>) => onChange({ ...value, ...patch });
  const fixedColours = value.preset === 'blackWhite';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChoiceField
          label={t('options.preset')}
          description={t(`options.presetHints.${value.preset}`)}
          data={PRESETS.map((preset) => ({ value: preset, label: t(`options.presets.${preset}`) }))}
          value={value.preset}
          onChange={(preset: TracePreset) => set({ preset, ...PRESET_CONTROLS[preset] })}
          data-testid="option-preset"
        />
        <ChoiceField
          label={t('options.maxWidth')}
          description={t('options.maxWidthHint')}
          data={MAX_WIDTHS.map((width) => ({ value: String(width), label: width ? `${width.toLocaleString(i18n.language)} px` : t('options.maxWidthOriginal') }))}
          value={String(value.maxWidth)}
          onChange={(width) => set({ maxWidth: Number(width) as TraceOptions['maxWidth'] })}
          data-testid="option-max-width"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <LabelledSlider id="trace-colours" label={t('options.colours', { value: value.colours })} value={value.colours} min={2} max={value.preset === 'grayscale' ? 7 : MAX_COLOURS} disabled={fixedColours} onChange={(colours) => set({ colours })} />
        <LabelledSlider id="trace-blur" label={t('options.blur', { value: value.blur })} value={value.blur} min={0} max={MAX_BLUR} onChange={(blur) => set({ blur })} />
        <LabelledSlider id="trace-path-omit" label={t('options.pathOmit', { value: value.pathOmit })} value={value.pathOmit} min={0} max={MAX_PATH_OMIT} onChange={(pathOmit) => set({ pathOmit })} />
      </SimpleGrid>
    </Stack>
  );
}
