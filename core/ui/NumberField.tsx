import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import classes from './NumberField.module.css';

interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'rightSection'> {
  /** null: the field is empty. */
  value: number | null;
  /** Each number typed (rounded to `decimals`), null when cleared; on leaving the field the value is clamped to min–max. */
  onChange(value: number | null): void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits kept after the point: 0 takes whole numbers only. */
  decimals?: number;
  /** Shown after the number, e.g. "px". */
  unit?: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * A number in a text field, as Mantine's NumberInput behaves (a text box, arrow keys step, the value
 * clamped on blur) without its formatting library (about 10 KB gzip). The box keeps what is typed
 * ("1." on the way to "1.5") and reports each number it reads.
 */
export function NumberField({ value, onChange, min = -Infinity, max = Infinity, step = 1, decimals = 0, unit, onBlur, onKeyDown, ...field }: NumberFieldProps) {
  const [draft, setDraft] = useState(text(value));
  const round = (n: number) => Number(n.toFixed(decimals));
  const read = (input: string) => (input.trim() === '' ? null : Number(input.replace(',', '.')));
  // A value set from outside (a reset, another control) replaces the draft unless it already says it.
  useEffect(() => {
    const shown = read(draft);
    if (shown === null || !Number.isFinite(shown) ? value !== null : round(shown) !== value) setDraft(text(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const type = (input: string) => {
    setDraft(input);
    const n = read(input);
    if (n === null) onChange(null);
    else if (Number.isFinite(n)) onChange(round(n));
  };
  const commit = (n: number) => {
    const next = Math.min(max, Math.max(min, round(n)));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const from = value ?? (Number.isFinite(min) ? min : 0);
    commit(from + (event.key === 'ArrowUp' ? step : -step));
  };
  return (
    <TextInput
      {...field}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={draft}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={keyDown}
      onBlur={(event) => {
        onBlur?.(event);
        const n = read(draft);
        if (n === null) return;
        if (Number.isFinite(n)) commit(n);
        else setDraft(text(value));
      }}
      rightSection={unit && <span className={classes.unit}>{unit}</span>}
      rightSectionPointerEvents="none"
    />
  );
}
