import { ColorSwatch, TextInput } from '@mantine/core';
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

const picker = lazyPart(() => import('./ColorInputPart'));
const HEX = /^#[\da-f]{6}$/i;

interface ColorInputOnFirstUseProps {
  /** A visible label, or `aria-label` where the field stands alone in a toolbar. */
  label?: string;
  'aria-label'?: string;
  description?: ReactNode;
  /** A hex colour, #rrggbb. */
  value: string;
  /** Called with each valid #rrggbb the visitor picks or types. */
  onChange(hex: string): void;
  size?: 'xs' | 'sm';
  w?: number;
  maw?: number;
  'data-testid'?: string;
}

/**
 * A hex colour field whose picker (Mantine's ColorInput, with its popover and positioning engine,
 * about 28 KB gzip) loads when the field is first hovered or focused. Until then a text field of the
 * same look takes typing. The picker takes its place on a click (taking the focus, which opens it, so
 * the click is not lost) or once the field is left; never mid-typing, where a swap would drop keys.
 */
export function ColorInputOnFirstUse({ value, onChange, ...fieldProps }: ColorInputOnFirstUseProps) {
  const [draft, setDraft] = useState(value);
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const prefetch = () => void picker.load().catch(() => undefined);
  // A transition keeps this very field mounted until the picker has loaded.
  const want = () => startTransition(() => setWanted(true));
  const change = (next: string) => {
    setDraft(next);
    if (HEX.test(next)) onChange(next);
  };
  const field = (
    <TextInput
      {...fieldProps}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={() => {
        setClicked(true);
        want();
      }}
      onBlur={want}
      leftSection={<ColorSwatch color={HEX.test(draft) ? draft : value} size={fieldProps.size === 'xs' ? 14 : 18} />}
      leftSectionPointerEvents="none"
      spellCheck={false}
    />
  );
  return (
    <Suspense fallback={field}>
      {wanted ? <picker.Component {...fieldProps} value={draft} onChange={change} format="hex" withEyeDropper={false} autoFocus={clicked} /> : field}
    </Suspense>
  );
}
