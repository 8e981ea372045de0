import { maskedElements } from '../../kits/svg/mask-raster';
import { setDeclaration } from './style-declarations';

/**
 * svg2pdf.js 2.8 multiplies a group's opacity into each shape it draws, so where the group's shapes
 * overlap (or a faded shape's stroke lies over its fill) the one below shows through; browsers draw
 * the group and then fade it as one. Each such group (a faded shape painting both fill and stroke
 * is wrapped in one) loses its opacity and is bracketed by two tiny marker pictures (BMP, unlike the soft masks' PNG), the first
 * carrying the opacity: group-opacity-writer.ts draws what lies between as one transparency group.
 */

export const GROUP_OPACITY = 'data-localbox-group-opacity';
export const GROUP_END = 'data-localbox-group-end';

const SVG_NS = 'http://www.w3.org/2000/svg';
const CONTAINERS = new Set(['g', 'a']);
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const NOT_DRAWN = 'defs, clipPath, mask, symbol, pattern, marker';

export interface GroupOpacityReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
}

/** A 1×1 BMP whose pixel is `index` (svg2pdf.js hands jsPDF a picture's data URL as it is). */
function markerUrl(index: number): string {
  const bytes = new Uint8Array(58);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, 1, true);
  view.setInt32(22, 1, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, 4, true);
  bytes.set([index & 255, (index >> 8) & 255, (index >> 16) & 255], 54);
  return `data:image/bmp;base64,${btoa(String.fromCharCode(...bytes))}`;
}

function marker(doc: Document, url: string): Element {
  const image = doc.createElementNS(SVG_NS, 'image');
  for (const [name, value] of Object.entries({ x: '0', y: '0', width: '1e-6', height: '1e-6', href: url })) image.setAttribute(name, value);
  return image;
}

/** Brackets every group faded as one (see the file comment), in place. */
export function isolateGroupOpacity(root: Element, reader: GroupOpacityReader): void {
  // A masked element may become a picture of the SVG as rewritten: what lies inside keeps its opacity.
  const masked = maskedElements(root);
  const painted = (element: Element, property: string) => !['none', ''].includes(reader.computed(element, property));
  const targets = Array.from(root.querySelectorAll('*')).filter((element) => {
    if (element.closest(NOT_DRAWN) || masked.some((outer) => outer.contains(element)) || !(parseFloat(reader.computed(element, 'opacity')) < 1)) return false;
    if (SHAPES.has(element.localName)) return painted(element, 'fill') && painted(element, 'stroke');
    return CONTAINERS.has(element.localName) && element.querySelectorAll(Array.from(SHAPES).join(',')).length > 1;
  });
  if (!targets.length) return;
  const doc = root.ownerDocument;
  const end = markerUrl(0);
  targets.forEach((target, index) => {
    const opacity = Math.max(0, parseFloat(reader.computed(target, 'opacity')));
    let group = target;
    if (SHAPES.has(target.localName)) {
      group = doc.createElementNS(SVG_NS, 'g');
      target.replaceWith(group);
      group.append(target);
    }
    setDeclaration(target, 'opacity', '1');
    const begin = marker(doc, markerUrl(index + 1));
    begin.setAttribute(GROUP_OPACITY, String(opacity));
    const close = marker(doc, end);
    close.setAttribute(GROUP_END, '');
    group.prepend(begin);
    group.append(close);
  });
}
