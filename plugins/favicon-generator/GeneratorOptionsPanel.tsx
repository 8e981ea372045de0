import { ColorInput, Group, SegmentedControl, Select, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { BrandingFields } from '../../core/favicon/ui/BrandingFields';
import { EmojiPicker } from './EmojiPicker';
import { FONT_CHOICES, SHAPES, clampIconText, isValidIconText, type FontChoice, type GeneratorOptions, type Shape } from './options';

const isColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

export function GeneratorOptionsPanel({ value, onChange }: { value: GeneratorOptions; onChange(next: GeneratorOptions): void }) {
  const { t } = useToolTranslation();
  const set = (patch: Partial<GeneratorOptions>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('text')}
            description={t('textHint')}
            value={value.text}
            onChange={(event) => set({ text: clampIconText(event.currentTarget.value) })}
            error={isValidIconText(value.text) ? undefined : t('errors.textLength')}
            data-testid="favicon-text"
            style={{ flex: 1 }}
          />
          <EmojiPicker onPick={(emoji) => set({ text: emoji })} />
        </Group>
        <Select
          label={t('font')}
          value={value.font}
          allowDeselect={false}
          onChange={(font) => font && set({ font: font as FontChoice })}
          data={FONT_CHOICES.map((font) => ({ value: font, label: t(`fonts.${font}`) }))}
          data-testid="favicon-font"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="favicon-shape-label">
            {t('shape')}
          </Text>
          <SegmentedControl
            aria-labelledby="favicon-shape-label"
            value={value.shape}
            onChange={(shape) => set({ shape: shape as Shape })}
            data={SHAPES.map((shape) => ({ value: shape, label: t(`shapes.${shape}`) }))}
            data-testid="favicon-shape"
          />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('fontSize')}: {value.fontSize}
          </Text>
          <Group wrap="nowrap">
            <Slider style={{ flex: 1 }} min={8} max={64} value={value.fontSize} onChange={(fontSize) => set({ fontSize })} thumbLabel={t('fontSize')} data-testid="favicon-font-size" />
          </Group>
        </Stack>
        <ColorInput withEyeDropper={false} label={t('fontColor')} format="hex" value={value.fontColor} onChange={(next) => isColour(next) && set({ fontColor: next })} data-testid="favicon-font-color" />
        <ColorInput withEyeDropper={false} label={t('backgroundColor')} format="hex" value={value.backgroundColor} onChange={(next) => isColour(next) && set({ backgroundColor: next })} data-testid="favicon-background-color" />
      </SimpleGrid>
      <BrandingFields value={value} onChange={onChange} withBackground={false} />
    </Stack>
  );
}
