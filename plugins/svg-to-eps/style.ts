import { parseColour, parsePaint, type Paint, type Rgba } from './colour';
import { parseUserLength, type Axis, type Viewport } from '../../kits/svg/length';
import type { LengthResolver } from './geometry';
import type { SvgNode } from './svg-tree';
import { parseUrlReference } from '../../kits/svg/references';

/** The inherited painting properties the EPS writer uses, resolved for one element. */
export interface Style {
  fill: Paint;
  fillOpacity: number;
  fillRule: 'nonzero' | 'evenodd';
  clipRule: 'nonzero' | 'evenodd';
  stroke: Paint;
  strokeOpacity: number;
  strokeWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  miterLimit: number;
  dashArray: number[];
  dashOffset: number;
  color: Rgba;
  visible: boolean;
  /** Marker ids (url(#id) of marker-start, marker-mid, marker-end). */
  markerStart?: string;
  markerMid?: string;
  markerEnd?: string;
  paintOrder: PaintLayer[];
  /** font-size in user units, for lengths in em and ex. */
  fontSize: number;
  /** The nearest viewport, for lengths in %. */
  viewport: Viewport;
  /** What context-fill and context-stroke paint (the fill and stroke of the <use> or marked shape); none when absent. */
  contextFill?: Paint;
  contextStroke?: Paint;
}

export type PaintLayer = 'fill' | 'stroke' | 'markers';
const PAINT_ORDER: PaintLayer[] = ['fill', 'stroke', 'markers'];

export const INITIAL_STYLE: Style = {
  fill: { kind: 'colour', colour: { r: 0, g: 0, b: 0, a: 1 } },
  fillOpacity: 1,
  fillRule: 'nonzero',
  clipRule: 'nonzero',
  stroke: { kind: 'none' },
  strokeOpacity: 1,
  strokeWidth: 1,
  lineCap: 'butt',
  lineJoin: 'miter',
  miterLimit: 4,
  dashArray: [],
  dashOffset: 0,
  color: { r: 0, g: 0, b: 0, a: 1 },
  visible: true,
  paintOrder: PAINT_ORDER,
  fontSize: 16,
  viewport: { width: 300, height: 150 },
};

/** A length in the element's user units, with its style's font size and viewport; undefined when not a length. */
export function styleLength(style: Style, value: string | undefined, axis: Axis): number | undefined {
  return parseUserLength(value, style.viewport, axis, style.fontSize);
}

/** The lengths of an element with `style`, for shapeToPathData. */
export const lengthsOf =
  (style: Style): LengthResolver =>
  (value, axis) =>
    styleLength(style, value, axis);

const PROPERTIES = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'stroke', 'stroke-opacity', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'color', 'visibility', 'opacity', 'display', 'clip-path', 'mask',
  'filter', 'marker-start', 'marker-mid', 'marker-end', 'stop-color', 'stop-opacity', 'paint-order', 'overflow', 'font-size',
]);

export type Declarations = Record<string, string>;

export interface StyleRule {
  selector: { tag?: string; id?: string; classes: string[] };
  declarations: Declarations;
}

/** `a: b; c: d` to a map, lower-case names, !important dropped. */
export function parseDeclarations(text: string): Declarations {
  const out: Declarations = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).replace(/!important/i, '').trim();
    if (name && value) out[name] = value;
  }
  return out;
}

/** Rules of <style> elements with simple selectors (tag, .class, #id, tag.class, *); others are skipped. */
export function parseStyleSheet(css: string): { rules: StyleRule[]; skipped: boolean } {
  const rules: StyleRule[] = [];
  let skipped = false;
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!\[CDATA\[|\]\]>/g, '');
  for (const match of clean.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = parseDeclarations(match[2]);
    for (const raw of match[1].split(',')) {
      const selector = raw.trim();
      const simple = /^(\*|[a-zA-Z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(selector);
      if (!selector || selector.startsWith('@') || !simple) {
        skipped ||= Boolean(selector);
        continue;
      }
      const parts = simple[2].match(/[.#][\w-]+/g) ?? [];
      rules.push({
        selector: {
          tag: simple[1] && simple[1] !== '*' ? simple[1] : undefined,
          id: parts.find((p) => p.startsWith('#'))?.slice(1),
          classes: parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1)),
        },
        declarations,
      });
    }
  }
  return { rules, skipped };
}

function matches(rule: StyleRule, node: SvgNode): boolean {
  const { tag, id, classes } = rule.selector;
  if (tag && tag !== node.name) return false;
  if (id && node.attributes.id !== id) return false;
  const own = (node.attributes.class ?? '').split(/\s+/);
  return classes.every((c) => own.includes(c));
}

/** An element's declarations: presentation attributes, then matching style rules, then its style attribute. */
export function declarationsOf(node: SvgNode, rules: StyleRule[]): Declarations {
  const out: Declarations = {};
  for (const [name, value] of Object.entries(node.attributes)) if (PROPERTIES.has(name)) out[name] = value.trim();
  for (const rule of rules) if (matches(rule, node)) Object.assign(out, rule.declarations);
  if (node.attributes.style) Object.assign(out, parseDeclarations(node.attributes.style));
  return out;
}

const number = (value: string | undefined): number | undefined => {
  const n = parseFloat(value ?? '');
  return Number.isFinite(n) ? n : undefined;
};

/** An opacity: 0–1 or a percentage, clamped. */
export function parseOpacity(value: string | undefined): number | undefined {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const n = Number(match[1]);
  return Math.min(1, Math.max(0, match[2] ? n / 100 : n));
}

function dashes(value: string, style: Style): number[] | undefined {
  if (value === 'none') return [];
  const list = value.split(/[\s,]+/).filter(Boolean).map((v) => styleLength(style, v, 'other') ?? NaN);
  if (list.some((n) => !Number.isFinite(n) || n < 0)) return undefined;
  if (list.every((n) => n === 0)) return [];
  return list.length % 2 ? [...list, ...list] : list;
}

/** paint-order: the layers named first, then the others in their usual order; undefined when invalid. */
function paintOrder(value: string): PaintLayer[] | undefined {
  const words = value.trim().split(/\s+/);
  if (words.length === 1 && words[0] === 'normal') return PAINT_ORDER;
  if (words.some((w) => !PAINT_ORDER.includes(w as PaintLayer)) || new Set(words).size !== words.length) return undefined;
  return [...(words as PaintLayer[]), ...PAINT_ORDER.filter((layer) => !words.includes(layer))];
}

/** The style of a child: inherits from its parent, overridden by its own declarations ('inherit' keeps the parent's). */
export function computeStyle(parent: Style, d: Declarations): Style {
  const s: Style = { ...parent };
  const get = (name: string) => (d[name] === undefined || d[name] === 'inherit' ? undefined : d[name]);
  const fontSize = get('font-size');
  if (fontSize) {
    const size = /%$/.test(fontSize.trim()) ? (parseFloat(fontSize) / 100) * parent.fontSize : styleLength(parent, fontSize, 'other');
    if (size !== undefined && size >= 0) s.fontSize = size;
  }
  const color = get('color');
  if (color) s.color = parseColour(color) ?? s.color;
  const fill = get('fill');
  if (fill) s.fill = parsePaint(fill) ?? s.fill;
  const stroke = get('stroke');
  if (stroke) s.stroke = parsePaint(stroke) ?? s.stroke;
  s.fillOpacity = parseOpacity(get('fill-opacity')) ?? s.fillOpacity;
  s.strokeOpacity = parseOpacity(get('stroke-opacity')) ?? s.strokeOpacity;
  const fillRule = get('fill-rule');
  if (fillRule === 'evenodd' || fillRule === 'nonzero') s.fillRule = fillRule;
  const clipRule = get('clip-rule');
  if (clipRule === 'evenodd' || clipRule === 'nonzero') s.clipRule = clipRule;
  const width = styleLength(s, get('stroke-width'), 'other');
  if (width !== undefined && width >= 0) s.strokeWidth = width;
  const cap = get('stroke-linecap');
  if (cap === 'butt' || cap === 'round' || cap === 'square') s.lineCap = cap;
  const join = get('stroke-linejoin');
  if (join === 'miter' || join === 'round' || join === 'bevel') s.lineJoin = join;
  else if (join === 'miter-clip' || join === 'arcs') s.lineJoin = 'miter';
  const miter = number(get('stroke-miterlimit'));
  if (miter !== undefined && miter >= 1) s.miterLimit = miter;
  const dash = get('stroke-dasharray');
  if (dash) s.dashArray = dashes(dash, s) ?? s.dashArray;
  const offset = styleLength(s, get('stroke-dashoffset'), 'other');
  if (offset !== undefined) s.dashOffset = offset;
  for (const [key, names] of [['markerStart', ['marker', 'marker-start']], ['markerMid', ['marker', 'marker-mid']], ['markerEnd', ['marker', 'marker-end']]] as const) {
    for (const name of names) {
      const value = get(name);
      if (value) s[key] = value === 'none' ? undefined : (parseUrlReference(value)?.id ?? s[key]);
    }
  }
  const order = get('paint-order');
  if (order) s.paintOrder = paintOrder(order) ?? s.paintOrder;
  const visibility = get('visibility');
  if (visibility) s.visible = visibility === 'visible';
  return s;
}

/** A paint resolved: currentColor becomes the color property, context-fill and context-stroke their context's paint. */
export function resolveCurrent(paint: Paint, style: Style): Paint {
  if (paint.kind === 'context') return (paint.layer === 'fill' ? style.contextFill : style.contextStroke) ?? { kind: 'none' };
  return paint.kind === 'current' ? { kind: 'colour', colour: style.color } : paint;
}

/** The style of what is drawn for an element (a <use>'s content, a shape's markers): its paints become the context. */
export function withContext(drawn: Style, context: Style): Style {
  return { ...drawn, contextFill: resolveCurrent(context.fill, context), contextStroke: resolveCurrent(context.stroke, context) };
}
