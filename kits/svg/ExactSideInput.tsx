import { NumberField } from '../../core/ui/NumberField';
import { MAX_EXACT_SIDE } from './raster-options';

interface ExactSideInputProps {
  label: string;
  value: number;
  onChange(px: number): void;
  'data-testid': string;
}

/** An exact width or height in px, 1 to MAX_EXACT_SIDE. */
export default function ExactSideInput({ label, value, onChange, 'data-testid': testId }: ExactSideInputProps) {
  return (
    <NumberField
      label={label}
      value={value}
      min={1}
      max={MAX_EXACT_SIDE}
      maw={200}
      unit="px"
      onChange={(n) => n !== null && n >= 1 && n <= MAX_EXACT_SIDE && onChange(n)}
      data-testid={testId}
    />
  );
}
