import { ProcessingError } from '../../core/processing/errors';
import { refuseEntityBombs, refuseUseFanOut } from '../../kits/svg/markup-guard';
import { readSvgSize, type SvgSize } from '../../kits/svg/svg-size';

export type SvgCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; line?: number; column?: number; reason: string; refusal?: { key: string; params: Record<string, string | number> } }
  | { kind: 'ok'; size: SvgSize; bytes: number; activeContent: boolean };

const ACTIVE_CONTENT = /<(?:[\w.-]+:)?script[\s>/]|\son[a-z]+\s*=|javascript:|<(?:[\w.-]+:)?foreignObject[\s>/]/i;

/**
 * Chromium: "error on line 3 at column 5: Opening and ending tag mismatch…"; Firefox puts
 * "Line Number 3, Column 5:" in its <sourcetext>; jsdom/xmldom: "…:3:5". All give line and column.
 */
export function parserPosition(message: string): { line?: number; column?: number; reason: string } {
  const chromium = /line (\d+) at column (\d+):\s*([^\n]*)/i.exec(message);
  if (chromium) return { line: Number(chromium[1]), column: Number(chromium[2]), reason: chromium[3].replace(/Below is a rendering of the page.*$/, '').trim() };
  const firefox = /Line Number (\d+), Column (\d+)/i.exec(message);
  if (firefox) return { line: Number(firefox[1]), column: Number(firefox[2]), reason: message.split('\n')[0].trim() };
  const colon = /(?:^|:)\s*(\d+):(\d+)/.exec(message);
  if (colon) return { line: Number(colon[1]), column: Number(colon[2]), reason: message.trim() };
  return { reason: message.trim() };
}

/** A guard's refusal as the check's answer, with its translated reason. */
function refused(guard: () => void): SvgCheck | undefined {
  try {
    guard();
  } catch (error) {
    if (!(error instanceof ProcessingError)) throw error;
    return { kind: 'invalid', reason: error.message, refusal: { key: error.key, params: error.params } };
  }
}

/**
 * Checks SVG code with the browser's XML parser (DOMParser makes an inert document: nothing in it
 * runs or loads). Entity bombs are refused before the parser sees them, `<use>` fan-out before
 * anything draws it.
 */
export function checkSvg(code: string, parser: DOMParser = new DOMParser()): SvgCheck {
  if (!code.trim()) return { kind: 'empty' };
  const bomb = refused(() => refuseEntityBombs(code));
  if (bomb) return bomb;
  const document = parser.parseFromString(code, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) return { kind: 'invalid', ...parserPosition(error.textContent ?? '') };
  const root = document.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') {
    return { kind: 'invalid', reason: `The root element is <${root.nodeName}>, not <svg> in the SVG namespace` };
  }
  const fanOut = refused(() => refuseUseFanOut(code));
  if (fanOut) return fanOut;
  const size = readSvgSize(code);
  if (!size) return { kind: 'invalid', reason: 'No <svg> element' };
  return { kind: 'ok', size, bytes: new TextEncoder().encode(code).length, activeContent: ACTIVE_CONTENT.test(code) };
}
