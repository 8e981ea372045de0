import type { ButtonHTMLAttributes, Ref } from 'react';
import classes from './RowActions.module.css';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The primary colour unless red (removing). */
  red?: boolean;
  small?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Mantine's subtle ActionIcon as a plain button: rows render many times while a batch runs, and
 * ActionIcon resolves its styles on each. Takes a ref and any prop, so a Menu can wrap it.
 */
export function IconButton({ red, small, className, ...props }: IconButtonProps) {
  const names = [small ? classes.iconButtonSmall : classes.iconButton, red && classes.red, 'mantine-focus-auto mantine-active', className];
  return <button type="button" className={names.filter(Boolean).join(' ')} {...props} />;
}
