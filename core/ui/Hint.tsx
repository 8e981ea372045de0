import type { ReactNode } from 'react';
import classes from './Hint.module.css';

interface HintProps {
  label: string;
  placement?: 'bottom' | 'top';
  align?: 'center' | 'end';
  className?: string;
  children: ReactNode;
}

/**
 * A tooltip in CSS only, for icon buttons that keep their own aria-label. Mantine's Tooltip brings
 * its positioning engine (about 25 KB gzip) and mounts a floating element per button: a batch row
 * has four. Buttons in the header and in rows have a fixed place, so a hint beside each needs no
 * measuring. A plain element, no Mantine: the header renders before Mantine's JavaScript loads.
 */
export function Hint({ label, placement = 'bottom', align = 'center', className, children }: HintProps) {
  return (
    <span className={className ? `${classes.hint} ${className}` : classes.hint} data-hint={label} data-placement={placement} data-align={align}>
      {children}
    </span>
  );
}
