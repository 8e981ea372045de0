import type { CSSProperties } from 'react';
import classes from './ResultRow.module.css';

/**
 * A running job's bar, as Mantine's Progress size "sm" draws it. With no fraction known yet
 * (value 0) a full striped bar that moves, rather than an empty one that looks stuck.
 */
export function RowProgress({ value, label }: { value: number; label: string }) {
  const known = value > 0;
  const percent = Math.round(Math.min(1, value) * 100);
  return (
    <div className={classes.progress}>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={known ? `${percent}%` : undefined}
        data-indeterminate={!known || undefined}
        style={known ? ({ '--progress': Math.min(1, value) } as CSSProperties) : undefined}
      />
    </div>
  );
}
