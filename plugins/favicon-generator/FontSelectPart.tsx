import { Select, type SelectProps } from '@mantine/core';
import { addFontPreviews, previewFamily } from './font-previews';
import { SHIPPED_FONTS, type ShippedFont } from './shipped-fonts';

/** The font list, each name in its own face: Mantine's Select, on its own chunk. */
export default function FontSelectPart(props: SelectProps) {
  return (
    <Select
      {...props}
      allowDeselect={false}
      onDropdownOpen={() => addFontPreviews()}
      renderOption={({ option }) => (
        <span style={{ fontFamily: previewFamily(option.value as ShippedFont), fontWeight: SHIPPED_FONTS[option.value as ShippedFont].weight, fontSize: 16 }}>{option.label}</span>
      )}
    />
  );
}
