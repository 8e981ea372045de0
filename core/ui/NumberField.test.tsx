// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
let unmount = () => {};
afterEach(() => unmount());

/** A field whose owner keeps what it reports, as an options panel does; `reported` lists each call. */
function mount(props: { initial: number | null; min?: number; max?: number; step?: number; decimals?: number }) {
  const reported: (number | null)[] = [];
  let setOutside: (value: number | null) => void = () => {};
  function Owner() {
    const [value, setValueState] = useState(props.initial);
    setOutside = setValueState;
    return (
      <NumberField
        label="Width"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValueState(next);
        }}
        min={props.min}
        max={props.max}
        step={props.step}
        decimals={props.decimals}
        unit="px"
      />
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<MantineProvider><Owner /></MantineProvider>));
  unmount = () => act(() => root.unmount());
  const input = container.querySelector('input')!;
  return {
    input,
    reported,
    type: (text: string) =>
      act(() => {
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    key: (key: string) => act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))),
    blur: () =>
      act(() => {
        input.focus();
        input.blur();
      }),
    setOutside: (value: number | null) => act(() => setOutside(value)),
  };
}

describe('NumberField', () => {
  it('is a labelled text box with its unit beside the number', () => {
    const field = mount({ initial: 640 });
    expect(field.input.type).toBe('text');
    expect(field.input.inputMode).toBe('numeric');
    expect(field.input.value).toBe('640');
    expect(field.input.closest('.mantine-InputWrapper-root')?.textContent).toContain('px');
  });

  it('reports each number typed, rounded to its decimals, and null when cleared', () => {
    const field = mount({ initial: 10, decimals: 1 });
    field.type('12.34');
    field.type('');
    expect(field.reported).toEqual([12.3, null]);
    expect(field.input.value).toBe('');
  });

  it('keeps a half-typed number as typed', () => {
    const field = mount({ initial: 1, decimals: 1 });
    field.type('1.');
    expect(field.input.value).toBe('1.');
    field.type('1.5');
    expect(field.reported).toEqual([1, 1.5]);
  });

  it('clamps to min–max on leaving the field, and puts back the value after text that is no number', () => {
    const field = mount({ initial: 10, min: 0, max: 50 });
    field.type('80');
    field.blur();
    expect(field.reported.at(-1)).toBe(50);
    expect(field.input.value).toBe('50');
    field.type('abc');
    field.blur();
    expect(field.input.value).toBe('50');
  });

  it('steps with the arrow keys within min–max', () => {
    const field = mount({ initial: 49, min: 0, max: 50, step: 1 });
    field.key('ArrowUp');
    field.key('ArrowUp');
    expect(field.reported).toEqual([50]);
    field.key('ArrowDown');
    expect(field.input.value).toBe('49');
  });

  it('shows a value set from outside', () => {
    const field = mount({ initial: 10 });
    field.setOutside(25);
    expect(field.input.value).toBe('25');
    field.setOutside(null);
    expect(field.input.value).toBe('');
  });
});
