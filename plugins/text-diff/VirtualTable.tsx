import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import classes from './diff.module.css';

interface VirtualTableProps {
  count: number;
  label: string;
  /** The table's <colgroup> children. */
  columns: ReactNode;
  /** Number of columns, for the spacer rows. */
  span: number;
  /** Renders item `index` as a <tr>; it must pass on `ref` and `data-index` for measuring. */
  renderRow(index: number, measure: (element: HTMLTableRowElement | null) => void): ReactNode;
  testId?: string;
  dataView?: string;
}

/** Estimated height of one line of monospace text; rows are measured once drawn (long lines wrap). */
const ROW_ESTIMATE = 18;

/**
 * A table that renders only the rows on screen (plus a few), with spacer rows above and below:
 * 100,000 rows cost the page what 40 do.
 */
export function VirtualTable({ count, label, columns, span, renderRow, testId, dataView }: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  // The scroller needs a height of its own (the rows inside are virtual): the rows' height, at most 70vh.
  const height = `min(70vh, ${virtualizer.getTotalSize() + 2}px)`;
  return (
    <div ref={scrollRef} className={classes.scroll} style={{ height }} data-testid={testId} data-view={dataView}>
      <table className={classes.table} aria-label={label} aria-rowcount={count}>
        <colgroup>{columns}</colgroup>
        <tbody>
          {before > 0 && (
            <tr aria-hidden style={{ height: before }}>
              <td colSpan={span} />
            </tr>
          )}
          {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
          {after > 0 && (
            <tr aria-hidden style={{ height: after }}>
              <td colSpan={span} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
