// @vitest-environment jsdom
import { MantineProvider, type SelectProps } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectOnFirstUse } from './SelectOnFirstUse';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;

const ZONES = [
  { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
];
let unmount = () => {};
afterEach(() => unmount());

/** Stands in for Mantine's Select: an input that records its search as typed, and how it was opened. */
function mount(searchable: boolean) {
  const searches: string[] = [];
  const opened: boolean[] = [];
  function List({ id, defaultDropdownOpened }: SelectProps) {
    opened.push(!!defaultDropdownOpened);
    return <input id={id} data-list onChange={(event) => searches.push(event.target.value)} />;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <MantineProvider>
        <SelectOnFirstUse label="Zone" data={ZONES} value="Europe/Berlin" onChange={() => {}} list={List} searchable={searchable} />
      </MantineProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  const standIn = () => container.querySelector<HTMLInputElement>('input:not([data-list])');
  const press = (key: string) => standIn()!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  return { container, searches, opened, standIn, press };
}

describe('SelectOnFirstUse', () => {
  it('shows the choice until the list is wanted', () => {
    const { standIn, container } = mount(true);
    expect(standIn()?.value).toBe('Europe/Berlin');
    expect(container.querySelector('[data-list]')).toBeNull();
  });

  it('keeps keys typed before the list has arrived and hands them over as its search', () => {
    const { standIn, press, searches, opened, container } = mount(true);
    act(() => {
      standIn()!.focus();
      for (const key of ['T', 'o', 'k', 'x', 'Backspace', 'y', 'o']) press(key);
    });
    expect(container.querySelector('[data-list]')).not.toBeNull();
    expect(searches).toEqual(['Tokyo']);
    expect(opened.at(-1)).toBe(true);
  });

  it('opens a list that is not searchable on an opening key, and types nothing into it', () => {
    const { standIn, press, searches, opened } = mount(false);
    act(() => {
      standIn()!.focus();
      press('a');
      press('ArrowDown');
    });
    expect(searches).toEqual([]);
    expect(opened.at(-1)).toBe(true);
  });
});
