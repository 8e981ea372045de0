import type { jsPDF } from 'jspdf';
import type { JsPdfInternal } from './jspdf-internal';

/**
 * Main thread: the gradients svg2pdf.js draws, written as exact PDF shadings. jsPDF samples every
 * gradient at 21 points (a hard stop or a repeat blurs over a twentieth of the vector), and
 * svg2pdf.js 2.8 draws the mean of the stops' opacities over the whole gradient (a stop at 0 counts
 * as 1) and no focal radius. Here each shading's function is one linear piece per pair of stops, a
 * radial shading starts at the gradient's `fr`, and a gradient whose stops are not all opaque is
 * drawn under a soft mask: the same shading in gray, of the opacities, in the coordinates of each use.
 */

interface ShadingPattern {
  id: string;
  type: 2 | 3;
  coords: number[];
  colors: { offset: number; color: number[]; opacity?: number }[];
  gState?: unknown;
  objectNumber: number;
}

interface PatternFill {
  key: string;
  matrix: { toString(): string };
}

interface Shading {
  pattern: ShadingPattern;
  /** The gradient's focal radius (radial gradients). */
  fr: number;
  /** Set when the stops' opacity varies: what the soft masks' group draws. */
  alpha?: { marker: object; uses: { index: number; matrix: string }[] };
}

export interface GradientStop {
  offset: number;
  values: number[];
}

const FILLS = ['fill', 'fillEvenOdd', 'fillStroke', 'fillStrokeEvenOdd'] as const;
/** The soft mask group's box: its shading is unbounded, the shape's clip does the bounding. */
const GROUP_BOX = '[-1000000 -1000000 1000000 1000000]';
const alphaState = (index: number) => `LbShA${index}`;
const alphaShading = (index: number) => `LbShAlpha${index}`;

/** How far beyond 0–1 the shadings' domain reaches. */
const PAD = 0.001;
const number = (n: number) => String(Number(n.toFixed(6)));
const clampUnit = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));

/**
 * A PDF function from t in `domain` (0–1 or wider) to the stops' values: one linear piece between
 * each two stops of increasing offset, the first and last stops' values padding out to the domain's
 * ends. Offsets are clamped to 0–1 and never decrease (a smaller one takes the previous), so equal
 * offsets give a hard step.
 */
export function stitchedFunction(stops: GradientStop[], domain: [number, number] = [0, 1]): string {
  let last = 0;
  const clean = stops.map(({ offset, values }) => ({ offset: (last = Math.max(last, clampUnit(offset))), values }));
  const points = [{ offset: domain[0], values: clean[0].values }, ...clean, { offset: domain[1], values: clean[clean.length - 1].values }];
  const pieces: [GradientStop, GradientStop][] = [];
  for (let i = 0; i + 1 < points.length; i++) if (points[i + 1].offset > points[i].offset) pieces.push([points[i], points[i + 1]]);
  const range = `[${domain.map(number).join(' ')}]`;
  const linear = ([a, b]: [GradientStop, GradientStop]) => `<< /FunctionType 2 /Domain [0 1] /C0 [${a.values.map(number).join(' ')}] /C1 [${b.values.map(number).join(' ')}] /N 1 >>`;
  if (pieces.length === 1) return linear(pieces[0]).replace('/Domain [0 1]', `/Domain ${range}`);
  const bounds = pieces.slice(1).map(([a]) => number(a.offset));
  return `<< /FunctionType 3 /Domain ${range} /Functions [${pieces.map(linear).join(' ')}] /Bounds [${bounds.join(' ')}] /Encode [${pieces.map(() => '0 1').join(' ')}] >>`;
}

/**
 * The shading's geometry over a t domain a little wider than 0–1, so that what lies beyond the
 * vector pads with the first or last stop (SVG), not with the colour at 0 or 1, which differ when
 * two stops share offset 0 or 1. A radial shading widens at its end only (a circle before its
 * start could need a negative radius).
 */
function geometry(shading: Shading): { type: 2 | 3; coords: number[]; domain: [number, number] } {
  const { type, coords } = shading.pattern;
  const at = (a: number, b: number, t: number) => a + (b - a) * t;
  if (type === 2) {
    const [x1, y1, x2, y2] = coords;
    return { type, coords: [at(x1, x2, -PAD), at(y1, y2, -PAD), at(x1, x2, 1 + PAD), at(y1, y2, 1 + PAD)], domain: [-PAD, 1 + PAD] };
  }
  const [fx, fy, , cx, cy, r] = coords;
  const fr = Math.max(0, shading.fr);
  const end = fr + (r - fr) * (1 + PAD);
  if (!(end > 0)) return { type, coords: [fx, fy, fr, cx, cy, r], domain: [0, 1] };
  return { type, coords: [fx, fy, fr, at(fx, cx, 1 + PAD), at(fy, cy, 1 + PAD), end], domain: [0, 1 + PAD] };
}

function shadingDictionary(shading: Shading, colourSpace: 'DeviceRGB' | 'DeviceGray', stops: GradientStop[]): string {
  const { type, coords, domain } = geometry(shading);
  return `<< /ShadingType ${type} /ColorSpace /${colourSpace} /Coords [${coords.map(number).join(' ')}] /Domain [${domain.map(number).join(' ')}] /Function ${stitchedFunction(stops, domain)} /Extend [true true] >>`;
}

const opacityOf = (stop: ShadingPattern['colors'][number]) => clampUnit(stop.opacity ?? 1);

export interface ExactShadings {
  /** Ends the takeover of drawing (the shadings are still written with the document). */
  end(): void;
  /**
   * Runs `draw` with the soft masks of stop opacities it would set left out, and gives their
   * ExtGState names (in the page's resources), for a caller whose own soft mask takes them in.
   */
  alphaOf(draw: () => void): string[];
}

/**
 * Takes over the gradients svg2pdf.js draws into `doc` from now on (see the file comment); the
 * shadings are written when the document is output. `focalRadius`: a gradient's fr by its id.
 */
export async function exactShadings(doc: jsPDF, focalRadius: (id: string) => number): Promise<ExactShadings> {
  const { GState } = await import('jspdf');
  const api = doc as unknown as Record<string, (...args: unknown[]) => unknown>;
  const internal = doc.internal as unknown as JsPdfInternal;
  const shadings: Shading[] = [];
  const byMarker = new Map<object, Shading>();
  let filling: PatternFill | undefined;
  let collected: string[] | undefined;
  const original: Record<string, (...args: unknown[]) => unknown> = Object.fromEntries(['addShadingPattern', 'setGState', ...FILLS].map((name) => [name, api[name]]));

  api.addShadingPattern = function (this: jsPDF, key: unknown, pattern: unknown) {
    const result = original.addShadingPattern.call(this, key, pattern);
    const added = pattern as ShadingPattern;
    // jsPDF keeps the first pattern of a key: a later one is not drawn.
    if (!added.id || shadings.some((s) => s.pattern === added) || !added.colors?.length) return result;
    const shading: Shading = { pattern: added, fr: added.type === 3 ? focalRadius(String(key)) : 0 };
    if (added.colors.some((stop) => opacityOf(stop) < 1)) {
      const marker = {};
      shading.alpha = { marker, uses: [] };
      byMarker.set(marker, shading);
      added.gState = marker;
    } else added.gState = undefined;
    shadings.push(shading);
    return result;
  };
  for (const name of FILLS) {
    api[name] = function (this: jsPDF, ...args: unknown[]) {
      filling = typeof args[0] === 'object' ? (args[0] as PatternFill) : undefined;
      try {
        return original[name].apply(this, args);
      } finally {
        filling = undefined;
      }
    };
  }
  let uses = 0;
  api.setGState = function (this: jsPDF, ...args: unknown[]) {
    const shading = typeof args[0] === 'object' && args[0] ? byMarker.get(args[0]) : undefined;
    if (!shading?.alpha || !filling) return original.setGState.apply(this, args);
    // Called by jsPDF inside the fill's q … Q, before the pattern's matrix: the mask lies in the shape's user space.
    shading.alpha.uses.push({ index: uses, matrix: filling.matrix.toString() });
    if (collected) collected.push(alphaState(uses++));
    else internal.write(`/${alphaState(uses++)} gs`);
    return this;
  };

  const states: number[] = [];
  internal.events.subscribe('putResources', () => {
    // Every output builds the file anew.
    states.length = 0;
    shadings.forEach((shading, index) => {
      const colours = shading.pattern.colors.map((stop) => ({ offset: stop.offset, values: stop.color.map((c) => c / 255) }));
      const object = internal.newObject();
      internal.write(shadingDictionary(shading, 'DeviceRGB', colours));
      internal.write('endobj');
      shading.pattern.objectNumber = object;
      if (!shading.alpha?.uses.length) return;
      const alpha = internal.newObject();
      internal.write(shadingDictionary(shading, 'DeviceGray', shading.pattern.colors.map((stop) => ({ offset: stop.offset, values: [opacityOf(stop)] }))));
      internal.write('endobj');
      for (const { index: use, matrix } of shading.alpha.uses) {
        const group = internal.newObject();
        internal.putStream({
          data: `${matrix} cm\n/${alphaShading(index)} sh`,
          filters: internal.getFilters(),
          additionalKeyValues: [
            { key: 'Type', value: '/XObject' },
            { key: 'Subtype', value: '/Form' },
            { key: 'BBox', value: GROUP_BOX },
            { key: 'Group', value: '<< /S /Transparency /CS /DeviceGray >>' },
            { key: 'Resources', value: `<< /Shading << /${alphaShading(index)} ${alpha} 0 R >> >>` },
          ],
          objectId: group,
        });
        internal.write('endobj');
        states[use] = internal.newObject();
        internal.write(`<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G ${group} 0 R >> >>`);
        internal.write('endobj');
      }
    });
  });
  internal.events.subscribe('putGStateDict', () => {
    states.forEach((object, index) => internal.write(`/${alphaState(index)} ${object} 0 R`));
  });

  return {
    end: () => {
      Object.assign(api, original);
      // jsPDF writes the ExtGState dictionary only when it has a state of its own.
      if (uses) doc.addGState('localbox-shading-alpha', new GState({ opacity: 1 }));
    },
    alphaOf: (draw) => {
      collected = [];
      try {
        draw();
        return collected;
      } finally {
        collected = undefined;
      }
    },
  };
}
