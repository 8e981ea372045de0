/**
 * svg2pdf.js 2.8 reads a shape's geometry as plain numbers: em, mm, vw, percentages and the like
 * are misread and an invalid length breaks the drawing. Each geometry attribute a basic shape
 * declares in another form is written in user units, as the browser resolved it.
 */

const GEOMETRY: Record<string, string[]> = {
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
};
const PLAIN_NUMBER = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

export interface LengthReader {
  /** The browser's value of a shape's length attribute, in user units; undefined when it has none. */
  length(element: Element, name: string): number | undefined;
}

export function resolveGeometry(root: Element, reader: LengthReader): void {
  for (const element of Array.from(root.querySelectorAll(Object.keys(GEOMETRY).join(',')))) {
    for (const name of GEOMETRY[element.localName]) {
      const value = element.getAttribute(name);
      if (value === null || PLAIN_NUMBER.test(value) || (value.trim() === 'auto' && (name === 'rx' || name === 'ry'))) continue;
      const resolved = reader.length(element, name);
      if (resolved !== undefined && Number.isFinite(resolved)) element.setAttribute(name, String(resolved));
    }
  }
}
