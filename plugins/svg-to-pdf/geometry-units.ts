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

/** A nested <svg>'s viewport; svg2pdf.js reads a missing width or height (100%) as 0. */
const NESTED_SVG = ['x', 'y', 'width', 'height'];

export function resolveGeometry(root: Element, reader: LengthReader): void {
  for (const element of Array.from(root.querySelectorAll([...Object.keys(GEOMETRY), 'svg'].join(',')))) {
    const nested = element.localName === 'svg';
    for (const name of nested ? NESTED_SVG : GEOMETRY[element.localName]) {
      const value = element.getAttribute(name) ?? (nested && (name === 'width' || name === 'height') ? '100%' : null);
      if (value === null || PLAIN_NUMBER.test(value) || (value.trim() === 'auto' && (name === 'rx' || name === 'ry'))) continue;
      const resolved = reader.length(element, name);
      if (resolved !== undefined && Number.isFinite(resolved)) element.setAttribute(name, String(resolved));
    }
  }
}
