import { noteCopy } from '../../kits/svg/live-copy';
import { setDeclaration } from './style-declarations';
import { parseUrlReference } from '../../kits/svg/references';

/**
 * Main thread: rewrites markers into the form svg2pdf.js 2.8 draws right. It turns a marker
 * without orient along the path (SVG: angle 0), reads angles in degrees only, and always scales
 * a marker by the stroke width (markerUnits="userSpaceOnUse" too). Orients become plain degrees;
 * a userSpaceOnUse marker gets one copy per stroke width it is drawn with, shrunk by that width
 * through a viewBox so svg2pdf.js's scaling restores it. A marker's own content drawing that
 * marker (which svg2pdf.js follows until it fails) draws none, as in browsers.
 */

const MARKER_PROPERTIES = ['marker-start', 'marker-mid', 'marker-end'];
const SHAPES = new Set(['path', 'line', 'polyline', 'polygon']);
const DEGREES_PER: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

export interface MarkerReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
}

/** An orient value as svg2pdf.js reads it: auto, auto-start-reverse or degrees (0 when missing or invalid). */
export function plainOrient(value: string | null): string {
  const text = (value ?? '').trim();
  if (text === 'auto' || text === 'auto-start-reverse') return text;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(deg|grad|rad|turn)?$/i.exec(text);
  return match ? String(parseFloat(match[1]) * DEGREES_PER[(match[2] ?? 'deg').toLowerCase()]) : '0';
}


/** Rewrites `root` in place (see the file comment). */
export function normaliseMarkers(root: Element, reader: MarkerReader): void {
  const markers = new Map(Array.from(root.querySelectorAll('marker[id]')).map((marker) => [marker.id, marker] as const));
  for (const marker of markers.values()) marker.setAttribute('orient', plainOrient(marker.getAttribute('orient')));
  const copies = new Map<string, Element>();
  for (const shape of Array.from(root.querySelectorAll('*')).filter((element) => SHAPES.has(element.localName))) {
    for (const property of MARKER_PROPERTIES) {
      const id = parseUrlReference(reader.computed(shape, property))?.id;
      const marker = id ? markers.get(id) : undefined;
      if (marker?.contains(shape)) setDeclaration(shape, property, 'none');
      if (!marker || marker.contains(shape) || marker.getAttribute('markerUnits') !== 'userSpaceOnUse') continue;
      const strokeWidth = parseFloat(reader.computed(shape, 'stroke-width'));
      if (!(strokeWidth > 0) || strokeWidth === 1) continue;
      const key = `${id}:${strokeWidth}`;
      if (!copies.has(key)) copies.set(key, scaledCopy(marker, strokeWidth, `${id}--localbox-${copies.size}`));
      setDeclaration(shape, property, `url(#${copies.get(key)!.id})`);
    }
  }
}

/** A copy of a userSpaceOnUse marker whose size and content are divided by `strokeWidth`. */
function scaledCopy(marker: Element, strokeWidth: number, id: string): Element {
  const copy = marker.cloneNode(false) as Element;
  copy.id = id;
  const width = parseFloat(marker.getAttribute('markerWidth') ?? '3');
  const height = parseFloat(marker.getAttribute('markerHeight') ?? '3');
  if (!marker.hasAttribute('viewBox')) {
    copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
    copy.setAttribute('preserveAspectRatio', 'none');
  }
  copy.setAttribute('markerWidth', String(width / strokeWidth));
  copy.setAttribute('markerHeight', String(height / strokeWidth));
  copy.removeAttribute('markerUnits');
  for (const child of Array.from(marker.children)) {
    const clone = child.cloneNode(true) as Element;
    noteCopy(clone, child);
    copy.append(clone);
  }
  marker.after(copy);
  return copy;
}
