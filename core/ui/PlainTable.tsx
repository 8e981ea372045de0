import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './PlainTable.module.css';

interface PlainTableProps extends ComponentPropsWithoutRef<'table'> {
  /** Space above and below each cell's text, in px (Mantine's Table: 7). */
  verticalSpacing?: number;
  rowBorders?: boolean;
  striped?: boolean;
  highlightOnHover?: boolean;
  tableBorder?: boolean;
  columnBorders?: boolean;
}

/** A table that looks like Mantine's, filled with plain thead/tbody/tr/th/td. */
export function PlainTable({ verticalSpacing = 7, rowBorders = true, striped, highlightOnHover, tableBorder, columnBorders, className, style, ...table }: PlainTableProps) {
  return (
    <table
      {...table}
      className={className ? `${classes.table} ${className}` : classes.table}
      style={{ '--table-vertical-spacing': `${verticalSpacing}px`, ...style } as CSSProperties}
      data-row-borders={rowBorders || undefined}
      data-striped={striped || undefined}
      data-highlight-on-hover={highlightOnHover || undefined}
      data-table-border={tableBorder || undefined}
      data-column-borders={columnBorders || undefined}
    />
  );
}
