import { Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface LabelledFieldProps {
  label: string;
  hint?: string;
  dimmed?: boolean;
  /** Renders the control, given the label's id for its aria-labelledby. */
  children: (labelId: string) => ReactNode;
}

/** A label above a control that has no label of its own (SegmentedControl, Slider, chip groups), with an optional hint below. */
export function LabelledField({ label, hint, dimmed, children }: LabelledFieldProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id} c={dimmed ? 'dimmed' : undefined}>
        {label}
      </Text>
      {children(id)}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
