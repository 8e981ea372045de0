import { SegmentedControl, SimpleGrid, Slider, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { LabelledField } from '../../core/ui/LabelledField';
import { NumberField } from '../../core/ui/NumberField';
import {
  CODECS_BY_FORMAT,
  FRAME_RATE_CAPS,
  MAX_RESOLUTIONS,
  RATE_MAX,
  RATE_MIN,
  RATE_STEP,
  VIDEO_CODEC_CHOICES,
  VIDEO_FORMATS,
  VIDEO_QUALITIES,
  resolveCodec,
  type VideoOptions,
} from './options';

/** Hints under the field, so the four fields of the row keep their inputs on one line. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export function VideoOptionsPanel({ value, onChange }: OptionsProps<VideoOptions>) {
  const { t } = useTranslation('video-compress');
  const set = (patch: Partial<VideoOptions>) => onChange({ ...value, ...patch });
  const bySize = value.targetSizeMb > 0;
  const codecs = CODECS_BY_FORMAT[value.format];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledField label={t('options.format')}>
          {(id) => (
            <SegmentedControl
              aria-labelledby={id}
              data={VIDEO_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
              value={value.format}
              onChange={(format) => set({ format: format as VideoOptions['format'], codec: value.codec === 'auto' ? 'auto' : resolveCodec(format as VideoOptions['format'], value.codec) })}
              data-testid="option-format"
            />
          )}
        </LabelledField>
        <LabelledField label={t('options.quality')}>
          {(id) => (
            <SegmentedControl
              aria-labelledby={id}
              data={VIDEO_QUALITIES.map((quality) => ({ value: quality, label: t(`qualities.${quality}`) }))}
              value={value.quality}
              onChange={(quality) => set({ quality: quality as VideoOptions['quality'] })}
              disabled={bySize}
              data-testid="option-quality"
            />
          )}
        </LabelledField>
      </SimpleGrid>
      <LabelledField label={t('options.rate', { value: value.rate })} hint={t('options.rateHint')} dimmed={bySize}>
        {(id) => (
          <Slider
            aria-labelledby={id}
            thumbLabel={t('options.rateThumb')}
            min={RATE_MIN}
            max={RATE_MAX}
            step={RATE_STEP}
            value={value.rate}
            onChange={(rate) => set({ rate })}
            label={(v) => `${v}%`}
            disabled={bySize}
            data-testid="option-rate"
          />
        )}
      </LabelledField>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <NumberField
          label={t('options.targetSize')}
          description={t('options.targetSizeHint')}
          inputWrapperOrder={HINT_BELOW}
          min={0}
          step={1}
          decimals={1}
          value={value.targetSizeMb || null}
          onChange={(v) => set({ targetSizeMb: v !== null && v > 0 ? v : 0 })}
          data-testid="option-target-size"
        />
        <ChoiceField
          label={t('options.maxResolution')}
          data={MAX_RESOLUTIONS.map((r) => ({ value: r, label: r === 'keep' ? t('options.keep') : `${r}p` }))}
          value={value.maxResolution}
          onChange={(maxResolution) => set({ maxResolution })}
          data-testid="option-resolution"
        />
        <ChoiceField
          label={t('options.codec')}
          description={t('options.codecHint')}
          inputWrapperOrder={HINT_BELOW}
          data={VIDEO_CODEC_CHOICES.filter((c) => c === 'auto' || codecs.includes(c)).map((c) => ({ value: c, label: t(`codecs.${c}`) }))}
          value={value.codec === 'auto' || codecs.includes(value.codec) ? value.codec : 'auto'}
          onChange={(codec) => set({ codec })}
          data-testid="option-codec"
        />
        <ChoiceField
          label={t('options.frameRate')}
          data={FRAME_RATE_CAPS.map((f) => ({ value: f, label: f === 'keep' ? t('options.keep') : t('options.fps', { value: f }) }))}
          value={value.frameRateCap}
          onChange={(frameRateCap) => set({ frameRateCap })}
          data-testid="option-frame-rate"
        />
      </SimpleGrid>
      <Switch
        label={t('options.keepAudio')}
        checked={value.keepAudio}
        onChange={(event) => set({ keepAudio: event.currentTarget.checked })}
        data-testid="option-keep-audio"
      />
    </Stack>
  );
}
