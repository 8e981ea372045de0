/**
 * Main thread: rewrites the SVG's gradients into the plain form svg2pdf.js draws right. svg2pdf.js
 * 2.8 reads only a gradient's own attributes and stops (no href templates), takes percentages as
 * plain numbers, pads every gradient (no reflect or repeat) and ignores a focal point's limits.
 * Each gradient here gets its inherited attributes and stops, lengths in user units, and reflected
 * or repeated gradients their periods written out as stops over a longer vector.
 */
import { gradientCoordinates, hrefChain, LINEAR_ATTRIBUTES, RADIAL_ATTRIBUTES } from '../../kits/svg/paint-servers';
import { hrefTarget, XLINK_NS } from '../../kits/svg/references';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Attributes a gradient takes from a template of either kind. */
const COMMON: readonly string[] = ['gradientUnits', 'gradientTransform', 'spreadMethod'];
/** Periods written out for reflect and repeat; beyond, the last colour pads. */
const MAX_PERIODS = 32;

const isGradient = (element: Element | null | undefined): element is Element => element?.localName === 'linearGradient' || element?.localName === 'radialGradient';

interface Stop {
  offset: number;
  element: Element;
}

/** An offset is a number or a percentage; anything else (a length, a word) is 0. */
const OFFSET = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?%?$/i;

/** The stops with offsets as numbers clamped to 0–1, never decreasing. */
function stopsOf(gradient: Element): Stop[] {
  let last = 0;
  return Array.from(gradient.children)
    .filter((c) => c.localName === 'stop')
    .map((element) => {
      const raw = (element.getAttribute('offset') ?? '0').trim();
      const parsed = !OFFSET.test(raw) ? 0 : raw.endsWith('%') ? parseFloat(raw) / 100 : parseFloat(raw);
      last = Math.max(last, Math.min(1, Math.max(0, Number.isFinite(parsed) ? parsed : 0)));
      return { offset: last, element };
    });
}

/** The stops over periods first … last (t from first to last+1) mapped onto 0–1, mirrored in odd periods for reflect. */
function periodicStops(stops: Stop[], spread: 'reflect' | 'repeat', first: number, last: number): Stop[] {
  const out: Stop[] = [];
  const span = last + 1 - first;
  const full = [{ offset: 0, element: stops[0].element }, ...stops, { offset: 1, element: stops[stops.length - 1].element }];
  for (let k = first; k <= last; k++) {
    const mirrored = spread === 'reflect' && Math.abs(k) % 2 === 1;
    const period = mirrored ? [...full].reverse().map((s) => ({ offset: 1 - s.offset, element: s.element })) : full;
    for (const s of period) out.push({ offset: (k + s.offset - first) / span, element: s.element });
  }
  return out;
}

/** The t range (in units of the gradient vector) that the box's corners reach. */
function reachOf(corners: [number, number][], project: (x: number, y: number) => number): [number, number] {
  const ts = corners.map(([x, y]) => project(x, y));
  return [Math.max(-MAX_PERIODS, Math.floor(Math.min(...ts))), Math.min(MAX_PERIODS, Math.ceil(Math.max(...ts)) - 1)];
}

function invertTransform(element: Element): DOMMatrix | undefined {
  // The gradientTransform is applied by svg2pdf.js; the box is mapped back into gradient space to find the reach.
  const value = element.getAttribute('gradientTransform');
  if (!value) return undefined;
  try {
    const probe = element.ownerDocument.createElementNS(SVG_NS, 'g');
    probe.setAttribute('transform', value);
    const list = (probe as SVGGraphicsElement).transform?.baseVal;
    const matrix = list?.consolidate()?.matrix;
    return matrix ? new DOMMatrix([matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f]).inverse() : undefined;
  } catch {
    return undefined;
  }
}

/** Rewrites every gradient of `root` in place (see the file comment). `viewport`: the root's user space. */
export function normaliseGradients(root: Element, viewport: { width: number; height: number }): void {
  const byId = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) if (!byId.has(element.id)) byId.set(element.id, element);
  const gradients = Array.from(root.querySelectorAll('linearGradient, radialGradient'));
  const resolved = gradients.map((gradient) => {
    const chain = hrefChain<Element>(gradient, isGradient, (node) => byId.get(hrefTarget(node) ?? ''));
    const inherited = (name: string, sameKind: boolean) => chain.find((n) => n.hasAttribute(name) && (!sameKind || n.localName === gradient.localName))?.getAttribute(name) ?? undefined;
    // Read now: writing a template drops its spreadMethod.
    const values = new Map([...LINEAR_ATTRIBUTES, ...RADIAL_ATTRIBUTES, ...COMMON].map((name) => [name, inherited(name, !COMMON.includes(name))]));
    const attribute = (name: string) => values.get(name);
    const withStops = chain.find((n) => Array.from(n.children).some((c) => c.localName === 'stop'));
    return { gradient, attribute, stops: withStops ? stopsOf(withStops) : [] };
  });
  // Written after all are read, as one gradient's template may itself be rewritten.
  for (const { gradient, attribute, stops } of resolved) {
    const linear = gradient.localName === 'linearGradient';
    const objectBoundingBox = attribute('gradientUnits') !== 'userSpaceOnUse';
    const coords = gradientCoordinates(linear, attribute, objectBoundingBox, viewport);
    if (Object.values(coords).some((n) => !Number.isFinite(n))) continue;
    const transform = attribute('gradientTransform');
    gradient.setAttribute('gradientUnits', objectBoundingBox ? 'objectBoundingBox' : 'userSpaceOnUse');
    if (transform) gradient.setAttribute('gradientTransform', transform);
    gradient.removeAttribute('href');
    gradient.removeAttributeNS(XLINK_NS, 'href');
    // A radius of 0 or less paints the last stop's colour; a start circle equal to the end circle is drawn just inside it.
    let written = stops;
    if (!linear && !(coords.r > 0)) {
      written = stops.slice(-1);
      Object.assign(coords, { r: 1, fr: 0 });
    }
    if (!linear && coords.fr === coords.r && coords.fx === coords.cx && coords.fy === coords.cy) coords.fr = coords.r * (1 - 1e-6);
    const spread = attribute('spreadMethod');
    const box = objectBoundingBox ? { width: 1, height: 1 } : viewport;
    const inverse = invertTransform(gradient);
    const corners = ([[0, 0], [box.width, 0], [0, box.height], [box.width, box.height]] as [number, number][]).map(([x, y]): [number, number] => {
      if (!inverse) return [x, y];
      const p = inverse.transformPoint({ x, y });
      return [p.x, p.y];
    });
    if (linear) {
      const dx = coords.x2 - coords.x1, dy = coords.y2 - coords.y1;
      const lengthSquared = dx * dx + dy * dy;
      if ((spread === 'reflect' || spread === 'repeat') && lengthSquared > 0 && stops.length > 1) {
        const [first, last] = reachOf(corners, (x, y) => ((x - coords.x1) * dx + (y - coords.y1) * dy) / lengthSquared);
        if (last >= first && (first < 0 || last > 0)) {
          written = periodicStops(stops, spread, first, last);
          [coords.x1, coords.y1, coords.x2, coords.y2] = [coords.x1 + first * dx, coords.y1 + first * dy, coords.x1 + (last + 1) * dx, coords.y1 + (last + 1) * dy];
        }
      }
    } else {
      // A focal point outside the circle stays there, as in SVG 2 and browsers: the shading is a cone.
      if ((spread === 'reflect' || spread === 'repeat') && coords.r > 0 && stops.length > 1) {
        const reach = Math.max(...corners.map(([x, y]) => Math.hypot(x - coords.fx, y - coords.fy)));
        const last = Math.min(MAX_PERIODS, Math.ceil((reach + Math.hypot(coords.cx - coords.fx, coords.cy - coords.fy)) / coords.r));
        if (last > 1) {
          written = periodicStops(stops, spread, 0, last - 1);
          [coords.cx, coords.cy, coords.r] = [coords.fx + last * (coords.cx - coords.fx), coords.fy + last * (coords.cy - coords.fy), coords.fr + last * (coords.r - coords.fr)];
        }
      }
    }
    for (const [name, n] of Object.entries(coords)) gradient.setAttribute(name, String(n));
    gradient.removeAttribute('spreadMethod');
    const copies = written.map(({ offset, element }) => {
      const copy = element.cloneNode(true) as Element;
      copy.setAttribute('offset', String(offset));
      return copy;
    });
    for (const child of Array.from(gradient.children)) if (child.localName === 'stop') child.remove();
    gradient.append(...copies);
  }
}
