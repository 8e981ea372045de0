import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select on its own chunk: its combobox, popover and positioning engine load on first use. */
export default function SelectPart(props: SelectProps) {
  return <Select allowDeselect={false} {...props} />;
}
