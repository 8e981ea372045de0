import { Textarea } from '@mantine/core';

interface LongTextInputProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  'data-testid'?: string;
}

/** The text tools' input: a textarea that grows with its text from 10 to 24 rows. */
export function LongTextInput({ label, placeholder, value, onChange, ...rest }: LongTextInputProps) {
  return (
    <Textarea
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={10}
      maxRows={24}
      {...rest}
    />
  );
}
