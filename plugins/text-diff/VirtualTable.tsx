import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/** Where the last table drawn started on the page: a new table's first guess. */
let lastOffset = 0;

/**
 * A table that renders only the rows on screen (plus a few), with spacer rows above and below:
 * 100,000 rows cost the page what 40 do. It scrolls with the page (no box in a box): the rows are
 * placed against the window's scroll, offset by where the table starts.
 */
export function VirtualTable({ count, label, columns, span, renderRow, testId, dataView }: VirtualTableProps) {
  const tableRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(() => lastOffset);
  // After every render (anything above the table can move it), but after the paint: measured in a
  // layout effect, the page's layout and a second render of the rows joined the result's own long
  // task. Until then the rows are placed at the last table's offset (a remount on switching views
  // finds its own), or at the top, which draws the same first rows while the page is not scrolled.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    lastOffset = top;
    if (top !== offset) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start - offset : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  return (
    <div ref={tableRef} className={classes.wide} data-testid={testId} data-view={dataView}>
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
