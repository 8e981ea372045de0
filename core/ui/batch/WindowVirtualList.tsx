import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Above this many rows a list renders only the ones near the viewport (1,000 rows render in one short task). */
export const VIRTUALISE_ABOVE = 60;

interface WindowVirtualListProps<T> {
  items: T[];
  keyOf(item: T): string;
  /** A row's height before it is measured, in pixels. */
  estimateSize: number;
  /** Space under each row, in pixels. */
  gap?: number;
  renderItem(item: T, index: number): ReactNode;
}

/** The rows near the viewport of a long list scrolled with the page; each row measured as it renders. */
export function WindowVirtualList<T>({ items, keyOf, estimateSize, gap = 0, renderItem }: WindowVirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => keyOf(items[index]),
  });
  return (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }} data-virtual="true">
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: gap, transform: `translateY(${item.start - offset}px)` }}
        >
          {renderItem(items[item.index], item.index)}
        </div>
      ))}
    </div>
  );
}
