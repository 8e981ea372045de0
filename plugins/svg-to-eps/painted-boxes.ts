import type { Box } from '../../kits/svg/view-box';
import { applyToPoint, type Matrix } from './matrix';
import type { Style } from './style';

/** The box around `box` mapped by `m`. */
export function transformBox(box: Box, m: Matrix): Box {
  const corners = [applyToPoint(m, box.x, box.y), applyToPoint(m, box.x + box.width, box.y), applyToPoint(m, box.x, box.y + box.height), applyToPoint(m, box.x + box.width, box.y + box.height)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const x = Math.min(...xs), y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** A path's box grown by the most its stroke can reach past the geometry (miter tips, square caps). */
export function strokeBox(box: Box, style: Pick<Style, 'strokeWidth' | 'lineJoin' | 'miterLimit'>): Box {
  const reach = (style.strokeWidth / 2) * Math.max(Math.SQRT2, style.lineJoin === 'miter' ? style.miterLimit : 1);
  return { x: box.x - reach, y: box.y - reach, width: box.width + 2 * reach, height: box.height + 2 * reach };
}

/** Boxes that share more than an edge (a box with no area paints nothing: a flat path's fill). */
const overlap = (a: Box, b: Box) => Math.min(a.width, a.height, b.width, b.height) > 0 && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** The inside of a rectangle that its stroke leaves unpainted; undefined when none is. */
export function strokeHole(box: Box, strokeWidth: number): Box | undefined {
  const half = strokeWidth / 2;
  return box.width > strokeWidth && box.height > strokeWidth ? { x: box.x + half, y: box.y + half, width: box.width - strokeWidth, height: box.height - strokeWidth } : undefined;
}

/**
 * The boxes of what has been painted so far, in the root's user space, in painting order: where
 * see-through paint lies over other paint, blending it on white (all EPS can do) is wrong.
 */
export class PaintedBoxes {
  private readonly boxes: Box[] = [];

  get count(): number {
    return this.boxes.length;
  }

  add(box: Box, ctm: Matrix): void {
    this.boxes.push(transformBox(box, ctm));
  }

  /**
   * Whether `box` (in `ctm`'s space) overlaps one of the boxes painted from index `from` to `to`,
   * leaving out those inside `hole` (what a rectangle's stroke leaves unpainted, a frame's inside).
   */
  overlaps(box: Box, ctm: Matrix, from: number, to = this.boxes.length, hole?: Box): boolean {
    const mapped = transformBox(box, ctm);
    const empty = hole && ctm[1] === 0 && ctm[2] === 0 ? transformBox(hole, ctm) : undefined;
    return this.boxes.slice(from, to).some((painted) => overlap(painted, mapped) && !(empty && inside(painted, empty)));
  }
}
