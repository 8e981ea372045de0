import { Group, Loader, SegmentedControl, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useToolTranslation } from '../../core/ui/tool-context';
import { BrandingFields } from '../../kits/favicon/ui/BrandingFields';
import { ColorInputOnFirstUse } from '../../core/ui/ColorInputOnFirstUse';
import { lazyPart } from '../../core/ui/lazy-part';
import { MODES, SHAPES, clampIconText, isValidIconText, shippedFontOf, type GeneratorOptions, type Mode, type Shape } from './options';
import { FontSelect } from './FontSelect';

// The pickers only show in their modes (text is the default): loaded once the page is idle.
const emojiPicker = lazyPart(() => import('./EmojiPicker').then((module) => ({ default: module.EmojiPicker })));
const iconPicker = lazyPart(() => import('./IconPicker').then((module) => ({ default: module.IconPicker })));

function LabelledSegments<T extends string>({ id, label, value, values, labelOf, onChange, testId }: { id: string; label: string; value: T; values: readonly T[]; labelOf(value: T): string; onChange(value: T): void; testId: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(next) => onChange(next as T)} data={values.map((item) => ({ value: item, label: labelOf(item) }))} data-testid={testId} />
    </Stack>
  );
}

export function GeneratorOptionsPanel({ value, onChange }: { value: GeneratorOptions; onChange(next: GeneratorOptions): void }) {
  const { t } = useToolTranslation();
  const set = (patch: Partial<GeneratorOptions>) => onChange({ ...value, ...patch });
  useEffect(() => {
    emojiPicker.prefetch();
    iconPicker.prefetch();
  }, []);
  return (
    <Stack gap="sm">
      <Group gap="lg" align="flex-end">
        <LabelledSegments<Mode> id="favicon-mode-label" label={t('mode')} value={value.mode} values={MODES} labelOf={(mode) => t(`modes.${mode}`)} onChange={(mode) => set({ mode })} testId="favicon-mode" />
        <LabelledSegments<Shape> id="favicon-shape-label" label={t('shape')} value={value.shape} values={SHAPES} labelOf={(shape) => t(`shapes.${shape}`)} onChange={(shape) => set({ shape })} testId="favicon-shape" />
      </Group>
      {value.mode === 'text' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('text')}
            description={t('textHint')}
            value={value.text}
            onChange={(event) => set({ text: clampIconText(event.currentTarget.value) })}
            error={isValidIconText(value.text) ? undefined : t('errors.textLength')}
            data-testid="favicon-text"
          />
          <FontSelect label={t('font')} description={t('fontHint')} value={shippedFontOf(value.font)} onChange={(font) => set({ font })} data-testid="favicon-font" />
        </SimpleGrid>
      )}
      <Suspense fallback={<Loader size="sm" />}>
        {value.mode === 'emoji' && <emojiPicker.Component value={value.emoji} onPick={(emoji: string) => set({ emoji })} />}
        {value.mode === 'icon' && <iconPicker.Component value={value.icon} onPick={(icon: string) => set({ icon })} />}
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {value.mode === 'text' ? t('fontSize') : t('size')}: {value.fontSize}
          </Text>
          <Group wrap="nowrap">
            <Slider style={{ flex: 1 }} min={8} max={64} value={value.fontSize} onChange={(fontSize) => set({ fontSize })} thumbLabel={value.mode === 'text' ? t('fontSize') : t('size')} data-testid="favicon-font-size" />
          </Group>
        </Stack>
        {value.mode !== 'emoji' && (
          <ColorInputOnFirstUse label={value.mode === 'icon' ? t('iconColor') : t('fontColor')} value={value.fontColor} onChange={(fontColor) => set({ fontColor })} data-testid="favicon-font-color" />
        )}
        <ColorInputOnFirstUse label={t('backgroundColor')} value={value.backgroundColor} onChange={(backgroundColor) => set({ backgroundColor })} data-testid="favicon-background-color" />
      </SimpleGrid>
      <BrandingFields value={value} onChange={onChange} withBackground={false} />
    </Stack>
  );
}
