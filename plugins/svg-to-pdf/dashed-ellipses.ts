import { noteCopy } from '../../kits/svg/live-copy';

/**
 * svg2pdf.js 2.8 draws circles and ellipses from their rightmost point counter-clockwise, where
 * SVG starts there and goes clockwise (towards +y): their dashes land elsewhere. A dashed circle or
 * ellipse becomes a path drawn the SVG way.
 */

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export interface EllipseReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
  /** A circle's or ellipse's centre and radii in user units, as the browser resolved them. */
  ellipse(element: Element): Ellipse | undefined;
}

const GEOMETRY = ['cx', 'cy', 'r', 'rx', 'ry'];

/** Four clockwise quarter arcs from the rightmost point, as SVG draws an ellipse. */
export function ellipsePath({ cx, cy, rx, ry }: Ellipse): string {
  const arc = (x: number, y: number) => `A${rx} ${ry} 0 0 1 ${x} ${y}`;
  return `M${cx + rx} ${cy}${arc(cx, cy + ry)}${arc(cx - rx, cy)}${arc(cx, cy - ry)}${arc(cx + rx, cy)}Z`;
}

export function pathDashedEllipses(root: Element, reader: EllipseReader): void {
  for (const element of Array.from(root.querySelectorAll('circle, ellipse'))) {
    const dashes = reader.computed(element, 'stroke-dasharray');
    const ellipse = reader.ellipse(element);
    if (!dashes || dashes === 'none' || !ellipse || !(ellipse.rx > 0 && ellipse.ry > 0)) continue;
    const path = element.ownerDocument.createElementNS(element.namespaceURI, 'path');
    for (const attribute of Array.from(element.attributes)) if (!GEOMETRY.includes(attribute.name)) path.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    path.setAttribute('d', ellipsePath(ellipse));
    noteCopy(path, element);
    element.replaceWith(path);
  }
}
