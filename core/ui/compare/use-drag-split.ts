import { useRef, useState, type PointerEvent, type RefObject, type UIEvent } from 'react';

export type Zoom = 'fit' | 'actual';

type Drag = { kind: 'split' } | { kind: 'pan'; x: number; y: number; left: number; top: number };

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Pointer handling for the before/after view. At "fit", dragging anywhere moves the split. At
 * "actual" (real pixels in a scrolling viewport), dragging the picture pans it and dragging the
 * divider moves the split, which is then measured across the visible part of the viewport.
 */
export function useDragSplit(viewport: RefObject<HTMLDivElement | null>, zoom: Zoom) {
  const [split, setSplit] = useState(50);
  const [scrollLeft, setScrollLeft] = useState(0);
  const drag = useRef<Drag | null>(null);

  const splitFromPointer = (clientX: number) => {
    const element = viewport.current;
    if (!element) return;
    // At "fit" the picture (the stage) can be narrower than the viewport, centred in it.
    const box = (zoom === 'fit' ? element.firstElementChild ?? element : element).getBoundingClientRect();
    if (box.width > 0) setSplit(clampPercent(((clientX - box.left) / box.width) * 100));
  };

  const start = (event: PointerEvent, kind: 'split' | 'pan') => {
    const element = viewport.current;
    if (!element || event.button !== 0) return;
    element.setPointerCapture?.(event.pointerId);
    drag.current =
      kind === 'split' ? { kind } : { kind, x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    if (kind === 'split') splitFromPointer(event.clientX);
  };

  return {
    split,
    setSplit,
    scrollLeft,
    onPointerDown: (event: PointerEvent) => start(event, zoom === 'fit' ? 'split' : 'pan'),
    onDividerPointerDown: (event: PointerEvent) => {
      event.stopPropagation();
      start(event, 'split');
    },
    onPointerMove: (event: PointerEvent) => {
      const current = drag.current;
      const element = viewport.current;
      if (!current || !element) return;
      if (current.kind === 'split') return splitFromPointer(event.clientX);
      element.scrollLeft = current.left - (event.clientX - current.x);
      element.scrollTop = current.top - (event.clientY - current.y);
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onScroll: (event: UIEvent<HTMLDivElement>) => setScrollLeft(event.currentTarget.scrollLeft),
  };
}
