import type { ReactNode } from 'react';
import classes from '../ui/Hint.module.css';

/**
 * core/ui/Hint's CSS hint without Mantine's Box (which needs the provider): the header renders
 * before Mantine's JavaScript is loaded.
 */
export function ShellHint({ label, align = 'center', className, children }: { label: string; align?: 'center' | 'end'; className?: string; children: ReactNode }) {
  return (
    <span className={className ? `${classes.hint} ${className}` : classes.hint} data-hint={label} data-placement="bottom" data-align={align}>
      {children}
    </span>
  );
}
