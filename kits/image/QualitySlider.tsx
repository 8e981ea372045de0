import { Slider, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface QualitySliderProps {
  /** The visible label, e.g. "Quality: 75%". */
  label: string;
  /** The slider thumb's accessible name. */
  thumbLabel: string;
  value: number;
  onChange(value: number): void;
}

/** A 1–100 % quality slider, shared by the image tools' lossy encoders. */
export function QualitySlider({ label, thumbLabel, value, onChange }: QualitySliderProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Slider
        aria-labelledby={labelId}
        min={1}
        max={100}
        value={value}
        onChange={onChange}
        label={(v) => `${v}%`}
        thumbLabel={thumbLabel}
      />
    </Stack>
  );
}
