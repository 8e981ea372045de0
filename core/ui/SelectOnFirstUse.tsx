import { TextInput, type SelectProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { Suspense, startTransition, useEffect, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { lazyPart } from './lazy-part';

const plainList = lazyPart(() => import('./SelectPart'));

/** Keys that open a Select's list from the keyboard. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** Types text into an input as the visitor would, so React's onChange (and Mantine's search) sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

interface SelectOnFirstUseProps {
  label: string;
  description?: string;
  data: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  /** A lazily loaded Mantine Select of the caller's own (e.g. options drawn in their font); the plain one by default. */
  list?: ComponentType<SelectProps>;
  /** The visitor asked to open the list, by a click or a key (before it may have loaded). */
  onOpen?(): void;
  searchable?: boolean;
  limit?: number;
  w?: number;
  'data-testid'?: string;
}

/**
 * A long list to choose from, searchable: Mantine's Select (with its combobox, popover and
 * positioning engine, about 36 KB gzip) loads when the field is first hovered or focused. Until then
 * a read-only field of the same look shows the choice. Nothing done before the list has loaded is
 * lost: a click or an opening key opens it once it has, and what was typed into a searchable one is
 * shown meanwhile and becomes its search. Short lists take ChoiceField, the browser's own select.
 */
export function SelectOnFirstUse({ value, data, onChange, list: List = plainList.Component, onOpen, ...fieldProps }: SelectOnFirstUseProps) {
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [typed, setTyped] = useState('');
  const id = useId();
  // A transition keeps the read-only field mounted until the list has loaded.
  const want = () => startTransition(() => setWanted(true));
  const { searchable, limit, ...standInProps } = fieldProps;
  const open = () => {
    onOpen?.();
    setClicked(true);
    want();
  };
  const keep = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (searchable && (event.key.length === 1 || event.key === 'Backspace')) {
      event.preventDefault();
      setTyped((text) => (event.key === 'Backspace' ? text.slice(0, -1) : text + event.key));
      open();
    } else if (OPENING_KEYS.has(event.key)) {
      event.preventDefault();
      open();
    }
  };
  // Once the list is there (it has focus), what was typed becomes its search. Its own effects, which
  // set the search to the chosen label when it mounts, have run before this one.
  useEffect(() => {
    if (!wanted || !typed) return;
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) typeInto(input, typed);
    setTyped('');
    // Only when the list arrives: keys typed after that go to it directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  const field = (
    <TextInput
      {...standInProps}
      id={id}
      readOnly
      value={typed || (data.find((choice) => choice.value === value)?.label ?? value)}
      rightSection={<IconSelector size={16} />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={keep}
      onClick={open}
    />
  );
  return (
    <Suspense fallback={field}>
      {wanted ? (
        <List
          {...fieldProps}
          id={id}
          searchable={searchable}
          limit={limit}
          value={value}
          data={data}
          onChange={(next: string | null) => next !== null && onChange(next)}
          autoFocus={focused || clicked}
          defaultDropdownOpened={clicked}
        />
      ) : (
        field
      )}
    </Suspense>
  );
}
