import { parseUserLength, type Viewport } from '../../kits/svg/length';
import { declaredValue, removeDeclaration, setDeclaration } from './style-declarations';
import { parseUrlReference } from '../../kits/svg/references';

/**
 * Main thread: rewrites every fill, stroke and stroke property an element declares into the plain
 * form svg2pdf.js 2.8 reads, using the browser's computed value. svg2pdf.js reads #RGB, #RRGGBB,
 * rgb() and names; it fills black or nothing for hsl(), #RGBA, `inherit`, an invalid value (the
 * browser keeps the inherited one), url() to a missing element with or without a fallback colour;
 * it reads percentages, em and mm as plain numbers, and dash arrays with negative or zero-sum values
 * as they are. Only what the element itself declares (attribute or style attribute) is rewritten,
 * so what a <use> passes down to its copy keeps inheriting: `inherit`, an invalid value of an
 * inherited property and currentColor are left to inheritance.
 */

export interface StyleReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
  /** Whether the browser parses `value` for `property`. */
  valid(property: string, value: string): boolean;
}

const INHERITED = new Set(['fill', 'stroke', 'color', 'fill-opacity', 'stroke-opacity', 'stroke-width', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'fill-rule']);
const PAINTS = new Set(['fill', 'stroke']);
const COLOURS = new Set(['color', 'stop-color']);
const NUMBERS = new Set(['fill-opacity', 'stroke-opacity', 'opacity', 'stop-opacity']);
const KEYWORDS = new Set(['stroke-linecap', 'stroke-linejoin', 'fill-rule']);
const LENGTHS = new Set(['stroke-width', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit']);
const PROPERTIES = [...PAINTS, ...COLOURS, ...NUMBERS, ...KEYWORDS, ...LENGTHS];
const PAINT_SERVERS = new Set(['linearGradient', 'radialGradient', 'pattern']);

interface Colour {
  rgb: string;
  alpha: number;
}

/** A computed colour (rgb(), rgba()) as rgb() with whole channels and its alpha apart. */
export function splitColour(computed: string): Colour | undefined {
  const match = /^rgba?\(([^)]*)\)$/i.exec(computed.trim());
  if (!match) return undefined;
  const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  if (parts.length < 3 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [r, g, b] = parts.map((n) => Math.round(Math.min(255, Math.max(0, n))));
  return { rgb: `rgb(${r}, ${g}, ${b})`, alpha: Math.min(1, Math.max(0, parts[3] ?? 1)) };
}

/** A computed length (px or %) in user units; percentages of the viewport's normalised diagonal. */
const userUnits = (value: string, viewport: Viewport) => parseUserLength(value, viewport, 'other') ?? NaN;

/** A computed dash array as svg2pdf.js draws it: none when empty or all zero, an odd list doubled. */
export function dashArray(computed: string, viewport: Viewport): string {
  if (computed.trim() === 'none') return 'none';
  const lengths = computed.split(/[\s,]+/).filter(Boolean).map((value) => userUnits(value, viewport));
  if (!lengths.length || lengths.some((n) => !Number.isFinite(n) || n < 0) || lengths.every((n) => n === 0)) return 'none';
  return (lengths.length % 2 ? [...lengths, ...lengths] : lengths).join(' ');
}

/** A computed paint: a colour with its alpha kept as rgba(), a url() that leads to a paint server, else its fallback or none. */
function paint(computed: string, root: Element): string {
  const reference = parseUrlReference(computed);
  if (reference) {
    const { id, rest: fallback } = reference;
    const target = Array.from(root.querySelectorAll('[id]')).find((element) => element.id === id);
    if (target && PAINT_SERVERS.has(target.localName)) return `url(#${id})`;
    return fallback ? paint(fallback, root) : 'none';
  }
  const colour = splitColour(computed);
  if (!colour) return computed.trim();
  return colour.alpha < 1 ? colour.rgb.replace(/^rgb\((.*)\)$/, `rgba($1, ${colour.alpha})`) : colour.rgb;
}

/** Rewrites `root` in place (see the file comment). `viewport`: the root's user space, for percentages. */
export function resolvePaint(root: Element, reader: StyleReader, viewport: Viewport): void {
  const writes: [Element, string, string | undefined][] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const declared = (property: string) => declaredValue(element, property);
    let stopAlpha = 1;
    for (const property of PROPERTIES) {
      const raw = declared(property);
      if (raw === undefined) continue;
      const keyword = raw.toLowerCase();
      if (INHERITED.has(property) && (keyword === 'inherit' || !reader.valid(property, raw))) {
        writes.push([element, property, undefined]);
        continue;
      }
      if (PAINTS.has(property) && keyword === 'currentcolor') continue;
      const computed = reader.computed(element, property);
      if (PAINTS.has(property)) writes.push([element, property, paint(computed, root)]);
      else if (COLOURS.has(property)) {
        const colour = splitColour(computed);
        if (!colour) continue;
        writes.push([element, property, colour.rgb]);
        if (property === 'stop-color') stopAlpha = colour.alpha;
      } else if (NUMBERS.has(property)) {
        const n = parseFloat(computed);
        if (Number.isFinite(n)) writes.push([element, property, String(Math.min(1, Math.max(0, n)))]);
      } else if (KEYWORDS.has(property)) writes.push([element, property, computed]);
      else if (property === 'stroke-width' || property === 'stroke-miterlimit') writes.push([element, property, String(userUnits(computed, viewport))]);
    }
    // svg2pdf.js reads no alpha in a stop colour: it joins the stop's opacity.
    if (stopAlpha < 1) {
      const opacity = parseFloat(reader.computed(element, 'stop-opacity'));
      writes.push([element, 'stop-opacity', String((Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1) * stopAlpha)]);
    }
    // svg2pdf.js reads the offset only beside an array, as whole numbers, and resets it with each array.
    if (declared('stroke-dasharray') !== undefined || declared('stroke-dashoffset') !== undefined) {
      writes.push([element, 'stroke-dasharray', dashArray(reader.computed(element, 'stroke-dasharray'), viewport)]);
      writes.push([element, 'stroke-dashoffset', String(userUnits(reader.computed(element, 'stroke-dashoffset'), viewport))]);
    }
  }
  // Written after all are read: a written value must not change what the next element reads.
  for (const [element, property, value] of writes) {
    if (value === undefined) removeDeclaration(element, property);
    else setDeclaration(element, property, value);
  }
}
