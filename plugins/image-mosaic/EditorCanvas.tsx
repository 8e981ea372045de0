import { Box } from '@mantine/core';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { previewScale, rectFromDrag, regionFromDrag, scaleRect, toImagePoint, type Point, type Rect } from './geometry';
import type { Preview } from './load-preview';
import type { MosaicSettings } from './options';
import { paintOverlay, paintPreview } from './draw-preview';

interface EditorCanvasProps {
  preview: Preview;
  regions: Rect[];
  settings: MosaicSettings;
  label: string;
  describedBy?: string;
  onAddRegion(region: Rect): void;
}

/** A drag shorter than this many screen pixels is a click, not a selection. */
const MIN_DRAG_CSS_PX = 4;

/**
 * The scaled preview with the mosaic drawn live, and a transparent layer on top where pointer drags
 * (mouse, pen, touch) select rectangles. Selections are handed up in original-image pixels.
 */
export function EditorCanvas({ preview, regions, settings, label, describedBy, onAddRegion }: EditorCanvasProps) {
  const base = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; start: Point } | null>(null);
  const [dragging, setDragging] = useState<Rect | null>(null);
  const { bitmap } = preview;
  const scale = previewScale(preview, bitmap);

  useEffect(() => {
    if (base.current) paintPreview(base.current, bitmap, regions, settings, scale);
  }, [bitmap, regions, settings, scale]);

  useEffect(() => {
    const canvas = overlay.current;
    if (!canvas) return;
    const draw = () => paintOverlay(canvas, regions.map((r) => scaleRect(r, 1 / scale)), dragging);
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [regions, dragging, scale]);

  // Escape drops the rectangle being drawn (the pointer-up that follows adds nothing).
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !drag.current) return;
      event.preventDefault();
      drag.current = null;
      setDragging(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dragging]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point =>
    toImagePoint({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect(), bitmap);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || drag.current) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that already ended cannot be captured; the drag still works while it stays on the canvas.
    }
    drag.current = { pointerId: event.pointerId, start: pointAt(event) };
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragging(rectFromDrag(drag.current.start, pointAt(event)));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const { start } = drag.current;
    drag.current = null;
    setDragging(null);
    const cssToPreview = bitmap.width / event.currentTarget.getBoundingClientRect().width;
    const region = regionFromDrag(scalePoint(start, scale), scalePoint(pointAt(event), scale), preview, MIN_DRAG_CSS_PX * cssToPreview * scale);
    if (region) onAddRegion(region);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDragging(null);
  };

  return (
    <Box pos="relative" style={{ display: 'inline-block', lineHeight: 0, maxWidth: '100%' }}>
      <canvas ref={base} width={bitmap.width} height={bitmap.height} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} aria-hidden />
      <canvas
        ref={overlay}
        width={bitmap.width}
        height={bitmap.height}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        data-testid="mosaic-canvas"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'crosshair', touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerCancel}
      />
    </Box>
  );
}

const scalePoint = (point: Point, factor: number): Point => ({ x: point.x * factor, y: point.y * factor });
