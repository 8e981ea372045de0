import { NumberInput } from '@mantine/core';
import { MAX_EXACT_SIDE } from './raster-options';

interface ExactSideInputProps {
  label: string;
  value: number;
  onChange(px: number): void;
  'data-testid': string;
}

/** An exact width or height in px, 1 to MAX_EXACT_SIDE. On its own chunk: NumberInput is about 10 KB gzip. */
export default function ExactSideInput({ label, value, onChange, 'data-testid': testId }: ExactSideInputProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      min={1}
      max={MAX_EXACT_SIDE}
      step={1}
      allowDecimal={false}
      maw={200}
      suffix=" px"
      onChange={(n) => typeof n === 'number' && n >= 1 && n <= MAX_EXACT_SIDE && onChange(Math.round(n))}
      data-testid={testId}
    />
  );
}
