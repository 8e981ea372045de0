import svgpath from 'svgpath';
import type { Axis } from '../../kits/svg/length';
import type { Box } from '../../kits/svg/view-box';

/** A path as absolute move, line, cubic and close commands: all PostScript needs. */
export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  /** insideArc: ends where an arc's next cubic starts (no vertex of the path, for markers). */
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number; insideArc?: boolean }
  | { op: 'Z' };

/** Resolves a length attribute (units, %) on an axis; undefined when it is not a length. */
export type LengthResolver = (value: string | undefined, axis: Axis) => number | undefined;

function points(value: string | undefined): number[] {
  const list = (value ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number);
  const valid = list.findIndex((n) => !Number.isFinite(n));
  const usable = valid === -1 ? list : list.slice(0, valid);
  return usable.length % 2 ? usable.slice(0, -1) : usable;
}

/** The path data of a basic shape (or a path's own d); '' when it draws nothing. */
export function shapeToPathData(name: string, a: Record<string, string>, length: LengthResolver): string {
  const num = (value: string | undefined, fallback = 0, axis: Axis = 'x') => length(value, axis) ?? fallback;
  switch (name) {
    case 'path':
      return a.d ?? '';
    case 'rect': {
      const x = num(a.x), y = num(a.y, 0, 'y'), w = num(a.width), h = num(a.height, 0, 'y');
      if (w <= 0 || h <= 0) return '';
      let rx = a.rx !== undefined && a.rx !== 'auto' ? num(a.rx, -1) : -1;
      let ry = a.ry !== undefined && a.ry !== 'auto' ? num(a.ry, -1, 'y') : -1;
      if (rx < 0) rx = ry;
      if (ry < 0) ry = rx;
      rx = Math.min(Math.max(rx, 0), w / 2);
      ry = Math.min(Math.max(ry, 0), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case 'circle':
    case 'ellipse': {
      const cx = num(a.cx), cy = num(a.cy, 0, 'y');
      const rx = name === 'circle' ? num(a.r, 0, 'other') : num(a.rx, num(a.ry, 0, 'y'));
      const ry = name === 'circle' ? num(a.r, 0, 'other') : num(a.ry, num(a.rx), 'y');
      if (rx <= 0 || ry <= 0) return '';
      const arc = (x: number, y: number) => `A${rx} ${ry} 0 0 1 ${x} ${y}`;
      return `M${cx + rx} ${cy}${arc(cx, cy + ry)}${arc(cx - rx, cy)}${arc(cx, cy - ry)}${arc(cx + rx, cy)}Z`;
    }
    case 'line':
      return `M${num(a.x1)} ${num(a.y1, 0, 'y')}L${num(a.x2)} ${num(a.y2, 0, 'y')}`;
    case 'polyline':
    case 'polygon': {
      const p = points(a.points);
      if (p.length < 2) return '';
      let d = `M${p[0]} ${p[1]}`;
      for (let i = 2; i < p.length; i += 2) d += `L${p[i]} ${p[i + 1]}`;
      return name === 'polygon' ? `${d}Z` : d;
    }
    default:
      return '';
  }
}

/**
 * Path data to absolute M/L/C/Z: relative to absolute, shorthands expanded, arcs and quadratics
 * turned into cubics. Parsing stops at the first error, as browsers draw up to it.
 */
export function toCommands(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  if (!d.trim()) return commands;
  let startX = 0, startY = 0, x = 0, y = 0;
  svgpath(d)
    .abs()
    .unshort()
    .iterate((segment) => {
      const [op, ...v] = segment as [string, ...number[]];
      switch (op) {
        case 'A': {
          const pieces: number[][] = [];
          svgpath(`M${x} ${y}A${v.join(' ')}`)
            .unarc()
            .iterate((piece) => void pieces.push(piece.slice(1) as number[]));
          const curves = pieces.slice(1);
          curves.forEach((p, i) => {
            // An arc with equal ends draws nothing; a degenerate one (a radius 0) becomes a line.
            if (p.length === 6) commands.push({ op: 'C', x1: p[0], y1: p[1], x2: p[2], y2: p[3], x: p[4], y: p[5], insideArc: i < curves.length - 1 || undefined });
            else commands.push({ op: 'L', x: p[0], y: p[1] });
          });
          [x, y] = [v[5], v[6]];
          break;
        }
        case 'M':
          [x, y] = v;
          [startX, startY] = v;
          commands.push({ op: 'M', x, y });
          break;
        case 'L':
          [x, y] = v;
          commands.push({ op: 'L', x, y });
          break;
        case 'H':
          x = v[0];
          commands.push({ op: 'L', x, y });
          break;
        case 'V':
          y = v[0];
          commands.push({ op: 'L', x, y });
          break;
        case 'C':
          commands.push({ op: 'C', x1: v[0], y1: v[1], x2: v[2], y2: v[3], x: v[4], y: v[5] });
          [x, y] = [v[4], v[5]];
          break;
        case 'Q': {
          // A quadratic is the cubic with control points 2/3 of the way to its one control point.
          const [qx, qy, ex, ey] = v;
          commands.push({ op: 'C', x1: x + (2 / 3) * (qx - x), y1: y + (2 / 3) * (qy - y), x2: ex + (2 / 3) * (qx - ex), y2: ey + (2 / 3) * (qy - ey), x: ex, y: ey });
          [x, y] = [ex, ey];
          break;
        }
        case 'Z':
        case 'z':
          commands.push({ op: 'Z' });
          [x, y] = [startX, startY];
          break;
      }
    });
  // A drawing command before any moveto is an error in SVG: nothing after it is drawn.
  const firstMove = commands.findIndex((c) => c.op === 'M');
  return firstMove === 0 ? commands : [];
}

/** The points of a path, curves sampled (for bounding boxes and gradient extents). */
export function pathPoints(commands: PathCommand[]): [number, number][] {
  const out: [number, number][] = [];
  let x = 0, y = 0;
  for (const c of commands) {
    if (c.op === 'Z') continue;
    if (c.op === 'C') {
      for (let i = 1; i <= 16; i++) {
        const t = i / 16, u = 1 - t;
        out.push([u * u * u * x + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x, u * u * u * y + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y]);
      }
    } else out.push([c.x, c.y]);
    [x, y] = [c.x, c.y];
  }
  return out;
}

/** The box around a path's geometry (no stroke); undefined for an empty path. */
export function pathBounds(commands: PathCommand[]): Box | undefined {
  const points = pathPoints(commands);
  if (!points.length) return undefined;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs), y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The points of subpaths that go nowhere (every segment of length 0), where a square cap still draws a square. */
export function zeroLengthSubpaths(commands: PathCommand[]): [number, number][] {
  const out: [number, number][] = [];
  let start: [number, number] | undefined;
  let segments = 0;
  let still = true;
  const close = () => {
    if (start && segments > 0 && still) out.push(start);
  };
  for (const c of commands) {
    if (c.op === 'M') {
      close();
      [start, segments, still] = [[c.x, c.y], 0, true];
      continue;
    }
    segments++;
    if (!start || c.op === 'Z') continue;
    const points = c.op === 'C' ? [[c.x1, c.y1], [c.x2, c.y2], [c.x, c.y]] : [[c.x, c.y]];
    if (points.some(([x, y]) => x !== start![0] || y !== start![1])) still = false;
  }
  close();
  return out;
}
