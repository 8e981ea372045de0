import { Checkbox, Group, Loader, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { lazyPart } from '../../core/ui/lazy-part';
import { QualitySlider } from '../image/QualitySlider';
import { ColorInputOnFirstUse } from '../../core/ui/ColorInputOnFirstUse';
import { MAX_SCALE, MIN_SCALE, RASTER_SIZE_MODES, type RasterFormat, type RasterOptions, type RasterSizeMode } from './raster-options';
import { SVG_CONVERT_NS } from './source';

// 0.5× sits too close to 1× for a label of its own; the slider's value label shows it.
const SCALE_MARKS = [{ value: 0.5 }, ...[1, 2, 4, 8].map((value) => ({ value, label: `${value}×` }))];

// Scale is the default size mode: the exact side's field loads once the page is idle.
const exactSide = lazyPart(() => import('./ExactSideInput'));

/** Size, background and (JPG) quality for SVG to PNG / JPG. */
export function RasterOptionsPanel({ value, onChange, format }: OptionsProps<RasterOptions> & { format: RasterFormat }) {
  const { t } = useTranslation(SVG_CONVERT_NS);
  const sizeLabel = useId();
  const scaleLabel = useId();
  const set = (patch: Partial<RasterOptions>) => onChange({ ...value, ...patch });
  useEffect(() => exactSide.prefetch(), []);
  const side = (key: 'width' | 'height') => (
    <Suspense fallback={<Loader size="sm" />}>
      <exactSide.Component label={t(`options.${key}`)} value={value[key]} onChange={(px: number) => set({ [key]: px })} data-testid={`option-${key}`} />
    </Suspense>
  );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={sizeLabel}>
          {t('options.size')}
        </Text>
        <SegmentedControl
          aria-labelledby={sizeLabel}
          data={RASTER_SIZE_MODES.map((mode) => ({ value: mode, label: t(`options.modes.${mode}`) }))}
          value={value.sizeMode}
          onChange={(mode) => set({ sizeMode: mode as RasterSizeMode })}
          data-testid="option-size-mode"
          maw={420}
        />
      </Stack>
      {value.sizeMode === 'scale' && (
        <Stack gap={4} pb="md">
          <Text size="sm" fw={500} id={scaleLabel}>
            {t('options.scale', { value: value.scale })}
          </Text>
          <Slider
            aria-labelledby={scaleLabel}
            thumbLabel={t('options.scaleThumb')}
            min={MIN_SCALE}
            max={MAX_SCALE}
            step={0.5}
            marks={SCALE_MARKS}
            value={value.scale}
            onChange={(scale) => set({ scale })}
            label={(v) => `${v}×`}
            maw={420}
            data-testid="option-scale"
          />
        </Stack>
      )}
      {value.sizeMode === 'width' && side('width')}
      {value.sizeMode === 'height' && side('height')}
      <Text size="xs" c="dimmed">
        {t('options.sizeHint')}
      </Text>
      <Group gap="lg" align="flex-end" wrap="wrap">
        {format === 'png' && (
          <Checkbox
            label={t('options.transparent')}
            checked={value.transparent}
            onChange={(event) => set({ transparent: event.currentTarget.checked })}
            data-testid="option-transparent"
          />
        )}
        {(format === 'jpeg' || !value.transparent) && (
          <ColorInputOnFirstUse
            label={t('options.background')}
            description={format === 'jpeg' ? t('options.jpgBackgroundHint') : undefined}
            value={value.background}
            onChange={(background) => set({ background })}
            maw={240}
            data-testid="option-background"
          />
        )}
      </Group>
      {format === 'jpeg' && (
        <QualitySlider label={t('options.quality', { value: value.quality })} thumbLabel={t('options.qualityThumb')} value={value.quality} onChange={(quality) => set({ quality })} />
      )}
    </Stack>
  );
}
