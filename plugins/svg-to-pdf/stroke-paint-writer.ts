import type { jsPDF } from 'jspdf';
import type { ExactShadings } from './exact-shadings';
import { STROKE_PAINT_SENTINEL } from './stroke-paint-split';
import type { JsPdfInternal } from './jspdf-internal';

/**
 * Main thread: strokes with a gradient or a pattern, which PDF can paint but svg2pdf.js cannot.
 * stroke-paint-split.ts gives each such stroke a layer whose fill is the stroke's paint and whose
 * stroke is the sentinel colour; when svg2pdf.js fills and strokes that layer, its path is not
 * painted: a soft mask holding the path stroked in white (with the line width, caps, joins and
 * dashes in force) is set, and a rectangle around the path is filled with the paint through it.
 */

interface LineState {
  sentinel: boolean;
  ops: Record<'w' | 'J' | 'j' | 'M' | 'd', string>;
  width: number;
  miter: number;
}

interface StrokeMask {
  /** The line state, the path and its painting, in the shape's user space. */
  content: string;
  box: [number, number, number, number];
}

/** jsPDF's one resource dictionary: object 2 of every file it writes (1 is the page tree). */
const RESOURCES_OBJECT = 2;
const PATH_OPS = ['moveTo', 'lineTo', 'curveTo', 'close'] as const;
const ENDS_PATH = ['stroke', 'fill', 'fillEvenOdd', 'discardPath'] as const;
const FILL_STROKES = ['fillStroke', 'fillStrokeEvenOdd'] as const;
/** jsPDF's other content streams (begin, end): a pattern's tile, drawn when a fill first needs it, or a form. */
const TARGETS = [
  ['beginTilingPattern', 'endTilingPattern'],
  ['beginFormObject', 'endFormObject'],
] as const;
const LINE_SETTERS = ['setLineWidth', 'setLineCap', 'setLineJoin', 'setLineMiterLimit', 'setLineDashPattern'] as const;
const stateName = (index: number) => `LbSt${index}`;
const number = (n: number) => String(Number(n.toFixed(6)));

/**
 * Takes over what svg2pdf.js draws into `doc` from now on (see the file comment); the masks are
 * written with the document. Returns the function that ends the takeover.
 */
export async function strokesWithPaint(doc: jsPDF, shadings: ExactShadings): Promise<() => void> {
  const { GState } = await import('jspdf');
  const api = doc as unknown as Record<string, (...args: unknown[]) => unknown> & { CapJoinStyles: Record<string, number> };
  const internal = doc.internal as unknown as JsPdfInternal;
  const names = ['setDrawColor', 'saveGraphicsState', 'restoreGraphicsState', ...PATH_OPS, ...ENDS_PATH, ...FILL_STROKES, ...LINE_SETTERS, ...TARGETS.flat()];
  const original: Record<string, (...args: unknown[]) => unknown> = Object.fromEntries(names.map((name) => [name, api[name]]));
  const stack: LineState[] = [];
  /** PDF's initial line state, as every content stream begins. */
  const initial = (): LineState => ({ sentinel: false, ops: { w: '1 w', J: '0 J', j: '0 j', M: '10 M', d: '[] 0 d' }, width: 1, miter: 10 });
  let state = initial();
  let path: string[] = [];
  let points: number[][] = [];
  const outer: { state: LineState; path: string[]; points: number[][]; stack: LineState[] }[] = [];
  const masks: StrokeMask[] = [];
  const wrap = (name: string, before: (...args: unknown[]) => void) => {
    api[name] = function (this: jsPDF, ...args: unknown[]) {
      before(...args);
      return original[name].apply(this, args);
    };
  };

  wrap('saveGraphicsState', () => stack.push({ ...state, ops: { ...state.ops } }));
  wrap('restoreGraphicsState', () => (state = stack.pop() ?? state));
  wrap('setDrawColor', (...rgb) => (state.sentinel = rgb.length === 3 && rgb.every((c, i) => c === STROKE_PAINT_SENTINEL[i])));
  wrap('setLineWidth', (width) => {
    state.width = Number(width);
    state.ops.w = `${number(state.width)} w`;
  });
  wrap('setLineCap', (style) => (state.ops.J = `${api.CapJoinStyles[String(style)] ?? 0} J`));
  wrap('setLineJoin', (style) => (state.ops.j = `${api.CapJoinStyles[String(style)] ?? 0} j`));
  wrap('setLineMiterLimit', (limit) => {
    state.miter = Number(limit) || 0;
    state.ops.M = `${number(state.miter)} M`;
  });
  wrap('setLineDashPattern', (dashes, phase) => (state.ops.d = `[${((dashes as number[]) ?? []).map(number).join(' ')}] ${number(Number(phase) || 0)} d`));
  const record = (op: string, ...xy: number[]) => {
    path.push(`${xy.map(number).join(' ')} ${op}`.trim());
    for (let i = 0; i + 1 < xy.length; i += 2) points.push([xy[i], xy[i + 1]]);
  };
  wrap('moveTo', (x, y) => record('m', Number(x), Number(y)));
  wrap('lineTo', (x, y) => record('l', Number(x), Number(y)));
  wrap('curveTo', (...xy) => record('c', ...xy.map(Number)));
  wrap('close', () => record('h'));
  const endPath = () => {
    path = [];
    points = [];
  };
  // A tile drawn between a path and its painting must not take the path or the line state.
  for (const [begin, end] of TARGETS) {
    wrap(begin, () => {
      outer.push({ state, path, points, stack: stack.splice(0) });
      state = initial();
      endPath();
    });
    wrap(end, () => {
      const saved = outer.pop();
      if (saved) ({ state, path, points } = saved);
      if (saved) stack.splice(0, stack.length, ...saved.stack);
    });
  }
  for (const name of ENDS_PATH) wrap(name, endPath);
  for (const name of FILL_STROKES) {
    api[name] = function (this: jsPDF, ...args: unknown[]) {
      const fill = args[0];
      if (!state.sentinel || !path.length) {
        endPath();
        return original[name].apply(this, args);
      }
      const pad = state.width * Math.max(state.miter, 2);
      const [xs, ys] = [points.map(([x]) => x), points.map(([, y]) => y)];
      const box: StrokeMask['box'] = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
      const lines = [...Object.values(state.ops), ...path];
      endPath();
      internal.write('n', 'q', `/${stateName(masks.length)} gs`);
      const mask: StrokeMask = { content: '', box };
      masks.push(mask);
      internal.write(`${box.slice(0, 2).map(number).join(' ')} ${number(box[2] - box[0])} ${number(box[3] - box[1])} re`);
      // A paint svg2pdf.js reads as a colour (a gradient of one stop) is the fill colour in force.
      const alpha = typeof fill === 'object' ? shadings.alphaOf(() => void original.fillEvenOdd.call(this, fill)) : [];
      if (typeof fill !== 'object') original.fillEvenOdd.call(this);
      mask.content = [...alpha.map((name) => `/${name} gs`), ...lines, '1 G', 'S'].join('\n');
      internal.write('Q');
      return this;
    };
  }

  const states: number[] = [];
  internal.events.subscribe('putResources', () => {
    states.length = 0;
    for (const mask of masks) {
      const group = internal.newObject();
      internal.putStream({
        data: mask.content,
        filters: internal.getFilters(),
        additionalKeyValues: [
          { key: 'Type', value: '/XObject' },
          { key: 'Subtype', value: '/Form' },
          { key: 'BBox', value: `[${mask.box.map(number).join(' ')}]` },
          { key: 'Group', value: '<< /S /Transparency /CS /DeviceGray >>' },
          { key: 'Resources', value: `${RESOURCES_OBJECT} 0 R` },
        ],
        objectId: group,
      });
      internal.write('endobj');
      states.push(internal.newObject());
      internal.write(`<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G ${group} 0 R >> >>`);
      internal.write('endobj');
    }
  });
  internal.events.subscribe('putGStateDict', () => states.forEach((object, index) => internal.write(`/${stateName(index)} ${object} 0 R`)));

  return () => {
    Object.assign(api, original);
    // jsPDF writes the ExtGState dictionary only when it has a state of its own.
    if (masks.length) doc.addGState('localbox-stroke-paint', new GState({ opacity: 1 }));
  };
}
