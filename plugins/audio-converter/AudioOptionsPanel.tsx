import { Chip, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { LabelledField } from '../../core/ui/LabelledField';
import { AUDIO_FORMAT_SPECS } from './formats';
import { AUDIO_FORMATS, AUDIO_QUALITIES, BIT_RATES, CHANNEL_CHOICES, QUALITY_BIT_RATE, SAMPLE_RATES, type AudioOptions } from './options';

export function AudioOptionsPanel({ value, onChange }: OptionsProps<AudioOptions>) {
  const { t } = useTranslation('audio-converter');
  const set = (patch: Partial<AudioOptions>) => onChange({ ...value, ...patch });
  const spec = AUDIO_FORMAT_SPECS[value.format];
  const sampleRateHint = spec.fixedSampleRate
    ? t('options.opusRate')
    : spec.maxSampleRate < 96_000
      ? t('options.mp3No96')
      : undefined;

  return (
    <Stack gap="md">
      <LabelledField label={t('options.format')}>
        {(id) => (
          <Chip.Group value={value.format} onChange={(format) => set({ format: format as AudioOptions['format'] })}>
            <Group gap="xs" role="radiogroup" aria-labelledby={id} data-testid="option-format">
              {AUDIO_FORMATS.map((format) => (
                <Chip key={format} value={format} size="sm">
                  {t(`formats.${format}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </LabelledField>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledField label={t('options.quality')}>
          {(id) => (
            <SegmentedControl
              aria-labelledby={id}
              data={AUDIO_QUALITIES.map((quality) => ({ value: quality, label: t(`qualities.${quality}`) }))}
              value={value.quality}
              onChange={(q) => {
                const quality = q as AudioOptions['quality'];
                set({ quality, bitRate: QUALITY_BIT_RATE[quality] });
              }}
              data-testid="option-quality"
            />
          )}
        </LabelledField>
        <LabelledField label={t('options.sampleRate')} hint={sampleRateHint}>
          {(id) => (
            <SegmentedControl
              aria-labelledby={id}
              data={SAMPLE_RATES.map((rate) => ({
                value: String(rate),
                label: t('units.khz', { value: (rate / 1000).toLocaleString() }),
                disabled: Boolean(spec.fixedSampleRate) || rate > spec.maxSampleRate,
              }))}
              value={String(value.sampleRate)}
              onChange={(rate) => set({ sampleRate: Number(rate) as AudioOptions['sampleRate'] })}
              data-testid="option-sample-rate"
            />
          )}
        </LabelledField>
        <ChoiceField
          label={t('options.bitRate')}
          description={spec.lossless ? t('options.losslessHint') : undefined}
          data={BIT_RATES.map((rate) => ({ value: String(rate), label: t('units.kbps', { value: rate }) }))}
          value={String(value.bitRate)}
          onChange={(rate) => set({ bitRate: Number(rate) })}
          disabled={spec.lossless}
          data-testid="option-bit-rate"
        />
        <LabelledField label={t('options.channels')}>
          {(id) => (
            <SegmentedControl
              aria-labelledby={id}
              data={CHANNEL_CHOICES.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
              value={value.channels}
              onChange={(c) => set({ channels: c as AudioOptions['channels'] })}
              data-testid="option-channels"
            />
          )}
        </LabelledField>
      </SimpleGrid>
    </Stack>
  );
}
