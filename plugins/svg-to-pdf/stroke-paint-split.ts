import { noteCopy } from '../../kits/svg/live-copy';
import { setDeclaration } from './style-declarations';
import { MAX_HREF_DEPTH } from '../../kits/svg/paint-servers';
import { hrefTarget, parseUrlReference } from '../../kits/svg/references';

/**
 * svg2pdf.js 2.8 strokes with colours only: a stroke with a gradient or a pattern is not drawn.
 * Each shape stroked with one becomes layers in painting order: the shape with its fill, a copy
 * whose fill is the stroke's paint and whose stroke is the sentinel colour (stroke-paint-writer.ts
 * then paints that fill through the stroke as a soft mask), and a copy for its markers. A paint
 * server in bounding-box units on a shape without area draws the fallback colour or nothing, as
 * browsers do.
 */

/** The stroke colour that marks a copy whose fill is its stroke's paint. */
export const STROKE_PAINT_SENTINEL: readonly [number, number, number] = [1, 254, 3];

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const SERVERS = new Set(['linearGradient', 'radialGradient', 'pattern']);
const MARKERS = ['marker-start', 'marker-mid', 'marker-end'];

export interface StrokePaintReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
  /** The element's bounding box in its own user space. */
  box(element: Element): { width: number; height: number };
}


/** Whether the paint server's geometry is in bounding-box units (its own or its templates'). */
function inBoundingBox(server: Element, byId: Map<string, Element>): boolean {
  const name = server.localName === 'pattern' ? 'patternUnits' : 'gradientUnits';
  let node: Element | undefined = server;
  for (let depth = 0; node && SERVERS.has(node.localName) && depth < MAX_HREF_DEPTH; depth++, node = byId.get(hrefTarget(node) ?? '')) {
    if (node.hasAttribute(name)) return node.getAttribute(name) !== 'userSpaceOnUse';
  }
  return true;
}

/** Splits every shape stroked with a paint server (see the file comment), in place. */
export function splitStrokePaint(root: Element, reader: StrokePaintReader): void {
  const byId = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) if (!byId.has(element.id)) byId.set(element.id, element);
  for (const element of Array.from(root.querySelectorAll('*')).filter((e) => SHAPES.has(e.localName) && !e.closest('clipPath'))) {
    const reference = parseUrlReference(reader.computed(element, 'stroke'));
    const server = reference && byId.get(reference.id);
    if (!reference || !server || !SERVERS.has(server.localName)) continue;
    const box = reader.box(element);
    if (inBoundingBox(server, byId) && !(box.width > 0 && box.height > 0)) {
      setDeclaration(element, 'stroke', reference.rest || 'none');
      continue;
    }
    const layer = () => {
      const copy = element.cloneNode(true) as Element;
      noteCopy(copy, element);
      copy.removeAttribute('id');
      return copy;
    };
    const stroke = layer();
    setDeclaration(stroke, 'fill', `url(#${server.id})`);
    setDeclaration(stroke, 'fill-opacity', reader.computed(element, 'stroke-opacity') || '1');
    setDeclaration(stroke, 'stroke', `rgb(${STROKE_PAINT_SENTINEL.join(', ')})`);
    setDeclaration(stroke, 'stroke-opacity', '1');
    const layers = [stroke];
    if (MARKERS.some((name) => reader.computed(element, name) !== 'none')) {
      const markers = layer();
      setDeclaration(markers, 'fill', 'none');
      setDeclaration(markers, 'stroke', 'none');
      layers.push(markers);
    }
    for (const copy of [element, stroke]) for (const name of MARKERS) setDeclaration(copy, name, 'none');
    setDeclaration(element, 'stroke', 'none');
    element.after(...layers);
  }
}
