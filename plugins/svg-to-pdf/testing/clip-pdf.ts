import type { AffineMatrix, Box } from '../../../kits/svg/view-box';
import { multiplyMatrices } from '../../../kits/svg/view-box';
import { dropClipAndMaskCycles } from '../clip-mask-cycles';
import type { ClipReader } from '../clip-outlines';
import { rewriteClips } from '../clip-rewrite';
import { declaredValue } from '../style-declarations';

/**
 * Test helpers (jsdom): a ClipReader answering as the browser would for simple SVGs (declared
 * values, inherited where CSS inherits them; transforms of translate, scale, rotate and matrix;
 * boxes of rects and circles, or given per id), and the page content svg2pdf.js writes.
 */

const INHERITED: Record<string, string> = { 'clip-rule': 'nonzero', visibility: 'visible' };
const INITIAL: Record<string, string> = { display: 'inline', 'clip-path': 'none', opacity: '1' };

function parseTransform(text: string | null): AffineMatrix {
  let matrix: AffineMatrix = [1, 0, 0, 1, 0, 0];
  for (const [, name, args] of (text ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const [a = 0, b, c] = args.split(/[\s,]+/).filter(Boolean).map(Number);
    const turn = (a * Math.PI) / 180;
    const rotate: AffineMatrix = [Math.cos(turn), Math.sin(turn), -Math.sin(turn), Math.cos(turn), 0, 0];
    const step: AffineMatrix =
      name === 'translate'
        ? [1, 0, 0, 1, a, b ?? 0]
        : name === 'scale'
          ? [a, 0, 0, b ?? a, 0, 0]
          : name === 'rotate'
            ? multiplyMatrices(multiplyMatrices([1, 0, 0, 1, b ?? 0, c ?? 0], rotate), [1, 0, 0, 1, -(b ?? 0), -(c ?? 0)])
            : (args.split(/[\s,]+/).filter(Boolean).map(Number) as AffineMatrix);
    matrix = multiplyMatrices(matrix, step);
  }
  return matrix;
}

function shapeBox(element: Element): Box {
  const n = (name: string) => parseFloat(element.getAttribute(name) ?? '0') || 0;
  if (element.localName === 'circle') return { x: n('cx') - n('r'), y: n('cy') - n('r'), width: 2 * n('r'), height: 2 * n('r') };
  return { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
}

export function testReader(boxes: Record<string, Box> = {}): ClipReader {
  return {
    computed: (element, property) => {
      if (!(property in INHERITED)) return declaredValue(element, property) ?? INITIAL[property] ?? '';
      for (let node: Element | null = element; node; node = node.parentElement) {
        const value = declaredValue(node, property);
        if (value) return value;
      }
      return INHERITED[property];
    },
    matrix: (element) => parseTransform(element.getAttribute('transform')),
    box: (element) => boxes[element.id] ?? shapeBox(element),
  };
}

export const parseSvg = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml').documentElement as unknown as SVGSVGElement;

/** The SVG with its loops cut and clips rewritten, and the content stream svg2pdf.js writes for it on a 200 × 200 pt page. */
export async function clipPdf(text: string, boxes: Record<string, Box> = {}): Promise<{ root: SVGSVGElement; content: string }> {
  const root = parseSvg(text);
  dropClipAndMaskCycles(root);
  rewriteClips(root, testReader(boxes), { x: 0, y: 0, width: 200, height: 200 });
  const [{ jsPDF }] = await Promise.all([import('jspdf'), import('svg2pdf.js/dist/svg2pdf.es.js')]);
  const doc = new jsPDF({ unit: 'pt', format: [200, 200], compress: false });
  await doc.svg(root, { x: 0, y: 0, width: 200, height: 200 });
  const output = doc.output();
  const start = output.indexOf('stream\n') + 'stream\n'.length;
  return { root, content: output.slice(start, output.indexOf('endstream', start)) };
}

/** The paths the page clips to, in order: each the numbers between the last paint or clip and a W or W* operator. */
export function clipPaths(content: string): { evenOdd: boolean; numbers: number[] }[] {
  const clips: { evenOdd: boolean; numbers: number[] }[] = [];
  let numbers: number[] = [];
  for (const line of content.split('\n')) {
    const words = line.trim().split(/\s+/);
    const operator = words[words.length - 1];
    if (operator === 'W' || operator === 'W*') {
      clips.push({ evenOdd: operator === 'W*', numbers });
      numbers = [];
    } else if (['m', 'l', 'c', 're', 'h'].includes(operator)) numbers.push(...words.slice(0, -1).map(Number));
    else numbers = [];
  }
  return clips;
}
