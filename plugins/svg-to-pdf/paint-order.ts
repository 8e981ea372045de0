import { noteCopy } from '../../kits/svg/live-copy';
import { setDeclaration } from './style-declarations';

/**
 * svg2pdf.js 2.8 ignores paint-order: it always paints fill, then stroke, then markers. An element
 * whose order differs becomes one copy per layer, in its order, each copy painting only that layer.
 */

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
const LAYERS = ['fill', 'stroke', 'markers'] as const;
type Layer = (typeof LAYERS)[number];
const MARKERS = ['marker-start', 'marker-mid', 'marker-end'];

/** A computed paint-order as the three layers in painting order. */
export function layerOrder(computed: string): Layer[] {
  const named = computed.trim().split(/\s+/).filter((word): word is Layer => (LAYERS as readonly string[]).includes(word));
  const unique = [...new Set(named)];
  return [...unique, ...LAYERS.filter((layer) => !unique.includes(layer))];
}

export interface PaintReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
}

/** Splits every shape whose paint-order is not the default (see the file comment), in place. */
export function splitPaintOrder(root: Element, reader: PaintReader): void {
  for (const element of Array.from(root.querySelectorAll('*')).filter((e) => SHAPES.has(e.localName))) {
    const order = layerOrder(reader.computed(element, 'paint-order'));
    if (order.join() === LAYERS.join()) continue;
    const present: Record<Layer, boolean> = {
      fill: reader.computed(element, 'fill') !== 'none',
      stroke: reader.computed(element, 'stroke') !== 'none',
      markers: MARKERS.some((name) => reader.computed(element, name) !== 'none'),
    };
    const drawn = order.filter((layer) => present[layer]);
    if (drawn.join() === LAYERS.filter((layer) => present[layer]).join()) continue;
    const pristine = element.cloneNode(true) as Element;
    const copies = drawn.map((layer, index) => {
      const copy = index ? (pristine.cloneNode(true) as Element) : element;
      if (index) noteCopy(copy, element);
      if (index) copy.removeAttribute('id');
      if (layer !== 'fill') setDeclaration(copy, 'fill', 'none');
      if (layer !== 'stroke') setDeclaration(copy, 'stroke', 'none');
      if (layer !== 'markers') for (const name of MARKERS) setDeclaration(copy, name, 'none');
      return copy;
    });
    element.after(...copies.slice(1));
  }
}
