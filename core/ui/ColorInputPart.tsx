import { ColorInput, type ColorInputProps } from '@mantine/core';

/** Mantine's ColorInput on its own chunk: its popover and positioning engine load on first use. */
export default function ColorInputPart(props: ColorInputProps) {
  return <ColorInput {...props} />;
}
