import { axisOf, parseUserLength, type Viewport } from '../../kits/svg/length';
import { parseViewBox } from '../../kits/svg/svg-size';
import { viewBoxMatrix, type Box } from '../../kits/svg/view-box';
import type { PathCommand } from './geometry';
import { IDENTITY, multiply, type Matrix } from './matrix';

/** The shapes markers are drawn on (Chromium: not rect, circle, ellipse). */
export const MARKABLE = new Set(['path', 'line', 'polyline', 'polygon']);

export interface MarkerVertex {
  kind: 'start' | 'mid' | 'end';
  x: number;
  y: number;
  /** orient="auto": degrees, the bisector of the directions in and out. */
  angle: number;
}

type Point = [number, number];
const direction = (from: Point, candidates: Point[]): Point | undefined => {
  for (const p of candidates) if (p[0] !== from[0] || p[1] !== from[1]) return [p[0] - from[0], p[1] - from[1]];
  return undefined;
};
const degrees = (v: Point) => (Math.atan2(v[1], v[0]) * 180) / Math.PI;

function bisector(incoming: Point | undefined, outgoing: Point | undefined): number {
  if (!incoming && !outgoing) return 0;
  if (!incoming) return degrees(outgoing!);
  if (!outgoing) return degrees(incoming);
  const a = degrees(incoming);
  let b = degrees(outgoing);
  if (Math.abs(b - a) > 180) b += b < a ? 360 : -360;
  return (a + b) / 2;
}

/** The vertices of a path where markers go, with their orient="auto" angles. */
export function markerVertices(commands: PathCommand[]): MarkerVertex[] {
  // Each segment: its start and end points and directions at both ends.
  const points: { at: Point; in?: Point; out?: Point; closes?: number; insideArc?: boolean }[] = [];
  let current: Point = [0, 0];
  let subpathStart = 0;
  for (const c of commands) {
    if (c.op === 'M') {
      current = [c.x, c.y];
      subpathStart = points.length;
      points.push({ at: current });
      continue;
    }
    let end: Point, startDir: Point | undefined, endDir: Point | undefined;
    if (c.op === 'Z') {
      end = points[subpathStart]?.at ?? current;
      startDir = endDir = direction(current, [end]);
    } else if (c.op !== 'C') {
      end = [c.x, c.y];
      startDir = endDir = direction(current, [end]);
    } else {
      end = [c.x, c.y];
      startDir = direction(current, [[c.x1, c.y1], [c.x2, c.y2], end]);
      const back = direction(end, [[c.x2, c.y2], [c.x1, c.y1], current]);
      endDir = back && [-back[0], -back[1]];
    }
    const last = points[points.length - 1];
    if (last) last.out = startDir;
    points.push({ at: end, in: endDir, closes: c.op === 'Z' ? subpathStart : undefined, insideArc: c.op === 'C' && c.insideArc });
    current = end;
  }
  // A closed subpath: its first vertex also takes the closing direction in, its last the first direction out.
  for (const p of points) {
    if (p.closes === undefined) continue;
    const first = points[p.closes];
    p.out ??= first.out;
    first.in ??= p.in;
  }
  // The joins between the cubics one arc became are no vertices of the path.
  const vertices = points.filter((p) => !p.insideArc);
  return vertices.map((p, i) => ({ kind: i === 0 ? 'start' : i === vertices.length - 1 ? 'end' : 'mid', x: p.at[0], y: p.at[1], angle: bisector(p.in, p.out) }));
}

const ANGLE_UNITS: Record<string, number> = { '': 1, deg: 1, rad: 180 / Math.PI, grad: 0.9, turn: 360 };

/** orient: 'auto', 'auto-start-reverse' or a fixed angle in degrees (0 when invalid). */
export function parseOrient(value: string | undefined): number | 'auto' | 'auto-start-reverse' {
  const text = (value ?? '').trim();
  if (text === 'auto' || text === 'auto-start-reverse') return text;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(deg|rad|grad|turn)?$/i.exec(text);
  return match ? Number(match[1]) * ANGLE_UNITS[(match[2] ?? '').toLowerCase()] : 0;
}


export interface MarkerPlacement {
  /** From the marker's viewport to the shape's user space, and the viewport's clip box (overflow hidden), in it. */
  viewport: Matrix;
  /** From the marker's content (viewBox) coordinates to its viewport. */
  fit: Matrix;
  clip?: Box;
}

/** Where one marker instance is drawn; undefined when the marker draws nothing (zero size). */
export function markerPlacement(attributes: Record<string, string>, vertex: MarkerVertex, strokeWidth: number, overflowVisible: boolean, viewport: Viewport): MarkerPlacement | undefined {
  const length = (name: string, fallback: number) => parseUserLength(attributes[name], viewport, axisOf(name)) ?? fallback;
  const width = length('markerWidth', 3);
  const height = length('markerHeight', 3);
  if (!(width > 0 && height > 0)) return undefined;
  const orient = parseOrient(attributes.orient);
  let angle = typeof orient === 'number' ? orient : vertex.angle;
  if (orient === 'auto-start-reverse' && vertex.kind === 'start') angle += 180;
  const scale = attributes.markerUnits === 'userSpaceOnUse' ? 1 : strokeWidth;
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians), sin = Math.sin(radians);
  const place: Matrix = multiply([cos, sin, -sin, cos, vertex.x, vertex.y], [scale, 0, 0, scale, 0, 0]);
  const viewBox = parseViewBox(attributes.viewBox);
  const fit: Matrix = viewBox ? viewBoxMatrix(viewBox, width, height, attributes.preserveAspectRatio) : IDENTITY;
  const refX = length('refX', 0), refY = length('refY', 0);
  const ref = [fit[0] * refX + fit[2] * refY + fit[4], fit[1] * refX + fit[3] * refY + fit[5]];
  return { viewport: multiply(place, [1, 0, 0, 1, -ref[0], -ref[1]]), fit, clip: overflowVisible ? undefined : { x: 0, y: 0, width, height } };
}
