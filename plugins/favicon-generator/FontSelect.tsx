import { TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { Suspense, startTransition, useState } from 'react';
import { lazyPart } from '../../core/ui/lazy-part';
import { addFontPreviews } from './font-previews';
import { SHIPPED_FONTS, SHIPPED_FONT_IDS, type ShippedFont } from './shipped-fonts';

const list = lazyPart(() => import('./FontSelectPart'));
const DATA = SHIPPED_FONT_IDS.map((font) => ({ value: font, label: SHIPPED_FONTS[font].name }));

interface FontSelectProps {
  label: string;
  description: string;
  value: ShippedFont;
  onChange(font: ShippedFont): void;
  'data-testid'?: string;
}

/**
 * The font choice. Mantine's Select (with its combobox, popover and positioning engine) loads when
 * the field is first hovered or focused; until then a read-only field of the same look shows the
 * font. A click made before the list has loaded opens it once it has, so it is not lost.
 */
export function FontSelect({ value, onChange, ...fieldProps }: FontSelectProps) {
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  // A transition keeps the read-only field mounted until the list has loaded.
  const want = () => startTransition(() => setWanted(true));
  const field = (
    <TextInput
      {...fieldProps}
      readOnly
      value={SHIPPED_FONTS[value].name}
      rightSection={<IconSelector size={16} />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        addFontPreviews();
        setClicked(true);
        want();
      }}
    />
  );
  return (
    <Suspense fallback={field}>
      {wanted ? (
        <list.Component {...fieldProps} value={value} data={DATA} onChange={(font: string | null) => font && onChange(font as ShippedFont)} autoFocus={focused || clicked} defaultDropdownOpened={clicked} />
      ) : (
        field
      )}
    </Suspense>
  );
}
