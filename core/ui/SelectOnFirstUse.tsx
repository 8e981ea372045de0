import { TextInput, type SelectProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { Suspense, startTransition, useState, type ComponentType } from 'react';
import { lazyPart } from './lazy-part';

const plainList = lazyPart(() => import('./SelectPart'));

interface SelectOnFirstUseProps {
  label: string;
  description?: string;
  data: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  /** A lazily loaded Mantine Select of the caller's own (e.g. options drawn in their font); the plain one by default. */
  list?: ComponentType<SelectProps>;
  /** The visitor clicked to open the list (before it may have loaded). */
  onOpen?(): void;
  searchable?: boolean;
  limit?: number;
  w?: number;
  'data-testid'?: string;
}

/**
 * A long list to choose from, searchable: Mantine's Select (with its combobox, popover and
 * positioning engine, about 36 KB gzip) loads when the field is first hovered or focused. Until then
 * a read-only field of the same look shows the choice; a click made before the list has loaded opens
 * it once it has, so it is not lost. Short lists take ChoiceField, the browser's own select.
 */
export function SelectOnFirstUse({ value, data, onChange, list: List = plainList.Component, onOpen, ...fieldProps }: SelectOnFirstUseProps) {
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  // A transition keeps the read-only field mounted until the list has loaded.
  const want = () => startTransition(() => setWanted(true));
  const { searchable, limit, ...standInProps } = fieldProps;
  const field = (
    <TextInput
      {...standInProps}
      readOnly
      value={data.find((choice) => choice.value === value)?.label ?? value}
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
        onOpen?.();
        setClicked(true);
        want();
      }}
    />
  );
  return (
    <Suspense fallback={field}>
      {wanted ? (
        <List
          {...fieldProps}
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
