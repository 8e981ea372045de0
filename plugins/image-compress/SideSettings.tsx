import { Button, Group, Loader, Slider, Stack } from '@mantine/core';
import { useState } from 'react';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { useToolTranslation } from '../../core/ui/tool-context';
import type { SideChoice } from './side-output';

const CHOICES = ['original', 'jpeg', 'webp', 'avif', 'png'] as const;

interface SideSettingsProps {
  /** "left" or "right": names the controls for assistive technology and tests. */
  side: 'left' | 'right';
  value: SideChoice;
  busy: boolean;
  onChange(next: SideChoice): void;
  onUse(side: Extract<SideChoice, { kind: 'output' }>): void;
}

/** A side's format (or the original) and quality, and "Use these settings" for the batch. */
export function SideSettings({ side, value, busy, onChange, onUse }: SideSettingsProps) {
  const { t } = useToolTranslation();
  // The slider moves freely; the side is encoded again when it is let go.
  const [quality, setQuality] = useState(value.kind === 'output' ? value.quality : 75);
  const choice = value.kind === 'original' ? 'original' : value.format;
  return (
    <Stack gap={6} flex={1} data-testid={`side-${side}`}>
      <Group gap="xs" wrap="nowrap">
        <ChoiceField
          size="xs"
          flex={1}
          aria-label={t(`compare.${side}`)}
          data={CHOICES.map((option) => ({ value: option, label: option === 'original' ? t('compare.original') : t(`formats.${option}`) }))}
          value={choice}
          onChange={(next) => onChange(next === 'original' ? { kind: 'original' } : { kind: 'output', format: next, quality })}
          data-testid={`side-${side}-format`}
        />
        {busy && <Loader size="xs" aria-label={t('compare.encoding')} />}
      </Group>
      {value.kind === 'output' && value.format !== 'png' && (
        <Slider
          size="sm"
          min={1}
          max={100}
          value={quality}
          onChange={setQuality}
          onChangeEnd={(next) => onChange({ ...value, quality: next })}
          label={(v) => `${v}%`}
          thumbLabel={t('compare.quality', { side: t(`compare.${side}`) })}
        />
      )}
      {value.kind === 'output' && (
        <Button size="compact-xs" variant="light" onClick={() => onUse(value)} data-testid={`side-${side}-use`}>
          {t('compare.useSettings')}
        </Button>
      )}
    </Stack>
  );
}
