/**
 * Main thread (or jsdom): checks that SVG text is well-formed XML with an <svg> root, giving the
 * parser's message and, when it names them, the line and column.
 */
export interface SvgXmlProblem {
  kind: 'xml' | 'notSvg';
  message: string;
  line?: number;
  column?: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function checkSvgXml(text: string): SvgXmlProblem | undefined {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) {
    const message = (error.textContent ?? '').replace(/\s+/g, ' ').trim();
    const at = /line (\d+)(?: at)? column (\d+)/i.exec(message) ?? /(\d+):(\d+)/.exec(message);
    return { kind: 'xml', message, line: at ? Number(at[1]) : undefined, column: at ? Number(at[2]) : undefined };
  }
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return { kind: 'notSvg', message: 'The root element is not <svg>' };
  return undefined;
}
