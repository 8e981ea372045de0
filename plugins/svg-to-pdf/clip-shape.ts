import type { Box } from '../../kits/svg/view-box';
import type { ClipRule, Outline } from './clip-outlines';

/**
 * A CSS basic shape as clip-path (circle(), ellipse(), inset(), polygon(), path(), each with an
 * optional reference box), which svg2pdf.js ignores, as the outline of an SVG shape made for it.
 * Lengths in px or % only; anything else (calc(), em, the four-value position) gives undefined,
 * and the element is left as it was.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const IDENTITY = [1, 0, 0, 1, 0, 0] as Outline['matrix'];
const FILL_BOXES = new Set(['fill-box', 'content-box', 'padding-box']);
const STROKE_BOXES = new Set(['stroke-box', 'border-box', 'margin-box']);
const POSITION: Record<string, number> = { left: 0, top: 0, center: 50, right: 100, bottom: 100 };

export interface ShapeBoxes {
  /** The element's fill box. */
  fill: Box;
  /** Half the stroke width, 0 without a stroke. */
  halfStroke: number;
  /** The nearest viewport, in the element's user space. */
  view: Box;
}

/** A px or % length against `of`; NaN for anything else. */
function length(text: string, of: number): number {
  const match = /^(-?[\d.]+(?:e-?\d+)?)(px|%)?$/i.exec(text.trim());
  if (!match) return NaN;
  return match[2] === '%' ? (parseFloat(match[1]) / 100) * of : parseFloat(match[1]);
}

/** `at x y` with one or two keywords or lengths. */
function position(words: string[], box: Box): [number, number] {
  if (words.length > 2) return [NaN, NaN];
  let [x = 'center', y = 'center'] = words;
  if (words.length === 1 && (x === 'top' || x === 'bottom')) [x, y] = ['center', x];
  if (x === 'top' || x === 'bottom' || y === 'left' || y === 'right') [x, y] = [y, x];
  const at = (word: string, of: number) => (word in POSITION ? (POSITION[word] / 100) * of : length(word, of));
  return [box.x + at(x, box.width), box.y + at(y, box.height)];
}

/** A radius: a length, closest-side or farthest-side, measured along `sides` (distances to the box's edges). */
function radius(word: string | undefined, sides: number[], percentOf: number): number {
  if (!word || word === 'closest-side') return Math.min(...sides);
  if (word === 'farthest-side') return Math.max(...sides);
  return length(word, percentOf);
}

/** An SVG shape of `name`; undefined when a length could not be read. */
function element(name: string, attributes: Record<string, string | number>): Element | undefined {
  if (Object.values(attributes).some((value) => typeof value === 'number' && !Number.isFinite(value))) return undefined;
  const shape = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, String(value));
  return shape;
}

/** The shape of a basic shape function's arguments in `box`, and its rule. */
function shapeOf(name: string, args: string, box: Box): { shape?: Element; rule: ClipRule; matrix: Outline['matrix'] } {
  const rule: ClipRule = /^\s*evenodd\s*,/.test(args) ? 'evenodd' : 'nonzero';
  const plain = { rule, matrix: IDENTITY };
  if (name === 'circle' || name === 'ellipse') {
    const [before, after = ''] = args.split(/\bat\b/);
    const words = before.trim().split(/\s+/).filter(Boolean);
    const [cx, cy] = position(after.trim().split(/\s+/).filter(Boolean), box);
    const xs = [cx - box.x, box.x + box.width - cx];
    const ys = [cy - box.y, box.y + box.height - cy];
    if (name === 'ellipse') return { ...plain, shape: element('ellipse', { cx, cy, rx: radius(words[0], xs, box.width), ry: radius(words[1], ys, box.height) }) };
    return { ...plain, shape: element('circle', { cx, cy, r: radius(words[0], [...xs, ...ys], Math.hypot(box.width, box.height) / Math.SQRT2) }) };
  }
  if (name === 'inset') {
    const [list, rounding] = args.split(/\bround\b/);
    const [top, right = top, bottom = top, left = right] = list.trim().split(/\s+/);
    const [t, r, b, l] = [length(top, box.height), length(right, box.width), length(bottom, box.height), length(left, box.width)];
    const corner = rounding ? length(rounding, box.width) : 0;
    return { ...plain, shape: element('rect', { x: box.x + l, y: box.y + t, width: box.width - l - r, height: box.height - t - b, rx: corner, ry: corner }) };
  }
  if (name === 'polygon') {
    const pairs = args.replace(/^\s*(evenodd|nonzero)\s*,/, '').split(',').map((pair) => pair.trim().split(/\s+/));
    const points = pairs.flatMap(([x, y]) => [box.x + length(x, box.width), box.y + length(y ?? '', box.height)]);
    if (pairs.some((pair) => pair.length !== 2) || points.some((n) => !Number.isFinite(n))) return plain;
    return { ...plain, shape: element('polygon', { points: points.join(' ') }) };
  }
  // path(): in the reference box's coordinates, from its corner.
  const d = /["']([^"']*)["']/.exec(args)?.[1];
  return { rule, matrix: [1, 0, 0, 1, box.x, box.y], shape: d === undefined ? undefined : element('path', { d }) };
}

/** The outline a computed clip-path value gives, or undefined when it is no basic shape this reads. */
export function basicShapeOutline(value: string, boxes: ShapeBoxes): Outline | undefined {
  const match = /^\s*(?:([\w-]+)\s+)?(circle|ellipse|inset|polygon|path)\((.*)\)\s*([\w-]+)?\s*$/.exec(value);
  if (!match) return undefined;
  const [, boxBefore, name, args, boxAfter] = match;
  const keyword = boxBefore ?? boxAfter ?? 'border-box';
  const { fill, halfStroke: h } = boxes;
  const box = FILL_BOXES.has(keyword)
    ? fill
    : STROKE_BOXES.has(keyword)
      ? { x: fill.x - h, y: fill.y - h, width: fill.width + 2 * h, height: fill.height + 2 * h }
      : keyword === 'view-box'
        ? boxes.view
        : undefined;
  const made = box && shapeOf(name, args, box);
  return made?.shape && { shape: made.shape, matrix: made.matrix, rule: made.rule };
}
