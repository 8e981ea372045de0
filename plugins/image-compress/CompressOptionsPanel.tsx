import { Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { QualitySlider } from '../../kits/image/QualitySlider';
import { AvifSlowHint } from '../../kits/image/AvifSlowHint';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { MetadataChoice } from '../../kits/image/MetadataChoice';
import { NumberField } from '../../core/ui/NumberField';
import { BudgetFields } from './BudgetFields';
import { LEVEL_QUALITY, LEVELS, levelForQuality, MODES, TARGET_FORMATS, type CompressOptions, type Level } from './options';

export function CompressOptionsPanel({ value, onChange }: OptionsProps<CompressOptions>) {
  const { t } = useToolTranslation();
  const set = (patch: Partial<CompressOptions>) => onChange({ ...value, ...patch });
  const fixed = value.mode === 'fixed';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceField
          label={t('options.format')}
          data={TARGET_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
          value={value.format}
          onChange={(format) => set({ format })}
          data-testid="option-format"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="compress-level-label">
            {t('options.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="compress-level-label"
            data={[...LEVELS, 'custom' as const]
              .filter((level) => level !== 'custom' || value.level === 'custom')
              .map((level) => ({ value: level, label: t(`levels.${level}`) }))}
            value={value.level}
            onChange={(level) => level !== 'custom' && set({ level: level as Level, quality: LEVEL_QUALITY[level as Level] })}
            data-testid="option-level"
          />
        </Stack>
      </SimpleGrid>
      <AvifSlowHint format={value.format} />
      {value.format === 'auto' && (
        <Switch
          label={t('options.everywhere')}
          description={t('options.everywhereHint')}
          checked={value.everywhere}
          onChange={(event) => set({ everywhere: event.currentTarget.checked })}
          data-testid="option-everywhere"
        />
      )}
      <ChoiceField
        label={t('options.mode')}
        description={t(`options.modeHint.${value.mode}`)}
        data={MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        value={value.mode}
        onChange={(mode) => set({ mode })}
        data-testid="option-mode"
      />
      {value.mode === 'budget' && <BudgetFields value={value} set={set} />}
      {fixed && (
        <QualitySlider
          label={t('options.quality', { value: value.quality })}
          thumbLabel={t('options.qualityThumb')}
          value={value.quality}
          onChange={(quality) => set({ quality, level: levelForQuality(quality) })}
        />
      )}
      <Group grow align="flex-start">
        <NumberField
          label={t('options.maxWidth')}
          placeholder={t('options.noLimit')}
          min={0}
          max={32767}
          value={value.maxWidth || null}
          onChange={(n) => set({ maxWidth: n ?? 0 })}
          unit="px"
        />
        <NumberField
          label={t('options.maxHeight')}
          placeholder={t('options.noLimit')}
          min={0}
          max={32767}
          value={value.maxHeight || null}
          onChange={(n) => set({ maxHeight: n ?? 0 })}
          unit="px"
        />
      </Group>
      <MetadataChoice value={value.metadata} onChange={(metadata) => set({ metadata })} />
    </Stack>
  );
}
