import { TextInput } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';

interface DateTimeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** True when the typed text could not be read as a date. */
  invalid: boolean;
  'data-testid'?: string;
}

/** A date-and-time input to the second, with the shared "invalid date" message. */
export function DateTimeField({ label, value, onChange, invalid, ...rest }: DateTimeFieldProps) {
  const { t } = useToolTranslation();
  return (
    <TextInput
      type="datetime-local"
      step={1}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={invalid && value !== '' ? t('invalidDate') : undefined}
      data-testid={rest['data-testid']}
    />
  );
}
