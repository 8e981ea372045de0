import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface Choice<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface ChoiceFieldProps<T extends string> extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  data: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * A choice among a short list: the browser's own `<select>` in Mantine's input style. It needs no
 * popover or positioning engine (Mantine's Select brings about 36 KB gzip), opens the system picker
 * on phones, and keeps the keyboard use every browser gives a select.
 */
export function ChoiceField<T extends string>({ data, value, onChange, ...field }: ChoiceFieldProps<T>) {
  return <NativeSelect {...field} data={data as Choice<T>[]} value={value} onChange={(event) => onChange(event.currentTarget.value as T)} />;
}
