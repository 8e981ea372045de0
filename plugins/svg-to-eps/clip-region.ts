import { pathBounds, shapeToPathData, toCommands, type LengthResolver, type PathCommand } from './geometry';
import { IDENTITY, multiply, parseTransform, type Matrix } from './matrix';
import { computeStyle, declarationsOf, lengthsOf, type Style, type StyleRule } from './style';
import type { SvgNode } from './svg-tree';
import type { Box } from '../../kits/svg/view-box';
import { hrefTargetIn, parseUrlReference } from '../../kits/svg/references';

/** One clipping outline in the clipped element's user space, with its own rule. */
export interface ClipOutline {
  commands: PathCommand[];
  evenOdd: boolean;
}

/**
 * A clip path as PostScript can apply it: a union of pieces, each the intersection of its outlines.
 * PostScript clips only intersect, so the clipped content is drawn once per piece (EPS content is
 * opaque, so drawing an overlap twice changes nothing). [] clips everything away.
 */
export type ClipRegion = ClipOutline[][];

/** More pieces than this (nested clips multiply) are cut: the row then says 'clip'. */
export const MAX_CLIP_PIECES = 64;

export interface ClipContext {
  byId: Map<string, SvgNode>;
  rules: StyleRule[];
  /** Counts an element against the writer's drawing budget. */
  count(): void;
  /** Notes what could not be kept exactly. */
  approximate(what: 'clip' | 'text'): void;
}

export const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

export const urlId = (value: string | undefined) => parseUrlReference(value)?.id;
export const shiftOfUse = (node: SvgNode, lengths: LengthResolver): Matrix => [1, 0, 0, 1, lengths(node.attributes.x, 'x') ?? 0, lengths(node.attributes.y, 'y') ?? 0];

export function applyMatrix(commands: PathCommand[], m: Matrix): PathCommand[] {
  const [a, b, c, d, e, f] = m;
  const tx = (x: number, y: number) => a * x + c * y + e;
  const ty = (x: number, y: number) => b * x + d * y + f;
  return commands.map((cmd) => {
    if (cmd.op === 'Z') return cmd;
    if (cmd.op === 'C') return { op: 'C', x1: tx(cmd.x1, cmd.y1), y1: ty(cmd.x1, cmd.y1), x2: tx(cmd.x2, cmd.y2), y2: ty(cmd.x2, cmd.y2), x: tx(cmd.x, cmd.y), y: ty(cmd.x, cmd.y) };
    return { op: cmd.op, x: tx(cmd.x, cmd.y), y: ty(cmd.x, cmd.y) };
  });
}

/** The geometry box of an element in its own user space (its transform not applied); undefined when it draws nothing measurable. */
export function elementBox(node: SvgNode, byId: Map<string, SvgNode>, lengths: LengthResolver, depth = 0): Box | undefined {
  if (depth > 16) return undefined;
  if (SHAPES.has(node.name)) return pathBounds(toCommands(shapeToPathData(node.name, node.attributes, lengths)));
  let children: { node: SvgNode; m: Matrix }[] = [];
  if (node.name === 'use') {
    const ref = byId.get(hrefTargetIn(node.attributes) ?? '');
    if (ref) children = [{ node: ref, m: multiply(shiftOfUse(node, lengths), parseTransform(ref.attributes.transform) ?? IDENTITY) }];
  } else if (node.name === 'g' || node.name === 'a' || node.name === 'switch') {
    // What is not displayed adds nothing to the box (its style sheet rules aside).
    const shown = node.children.filter((child) => !child.omitted && declarationsOf(child, []).display !== 'none');
    children = shown.map((child) => ({ node: child, m: parseTransform(child.attributes.transform) ?? IDENTITY }));
  }
  let box: Box | undefined;
  for (const child of children) {
    const inner = elementBox(child.node, byId, lengths, depth + 1);
    if (!inner) continue;
    const corners = applyMatrix(
      [
        { op: 'M', x: inner.x, y: inner.y },
        { op: 'L', x: inner.x + inner.width, y: inner.y },
        { op: 'L', x: inner.x, y: inner.y + inner.height },
        { op: 'L', x: inner.x + inner.width, y: inner.y + inner.height },
      ],
      child.m,
    );
    const b = pathBounds(corners)!;
    if (!box) box = b;
    else {
      const x = Math.min(box.x, b.x), y = Math.min(box.y, b.y);
      box = { x, y, width: Math.max(box.x + box.width, b.x + b.width) - x, height: Math.max(box.y + box.height, b.y + b.height) - y };
    }
  }
  return box;
}

/** Every piece of `a` intersected with every piece of `b`, cut at MAX_CLIP_PIECES. */
function intersect(a: ClipRegion, b: ClipRegion, context: ClipContext): ClipRegion {
  const out: ClipRegion = [];
  for (const p of a) for (const q of b) out.push([...p, ...q]);
  if (out.length > MAX_CLIP_PIECES) context.approximate('clip');
  return out.slice(0, MAX_CLIP_PIECES);
}

/**
 * The region of clip-path="url(#id)" on an element whose box (for objectBoundingBox) is `box`, in
 * `matrix` space. undefined: no clipping (not a clip path, or a reference back into a clip path
 * already being resolved, which Chromium ignores).
 */
export function clipRegion(id: string, box: Box | undefined, matrix: Matrix, inherited: Style, context: ClipContext, active: ReadonlySet<string> = new Set()): ClipRegion | undefined {
  const clipPath = context.byId.get(id);
  if (clipPath?.name !== 'clipPath' || active.has(id)) return undefined;
  // Chromium ignores a clip path hidden with display=none.
  if (declarationsOf(clipPath, context.rules).display === 'none') return undefined;
  const inside = new Set(active).add(id);
  const transform = parseTransform(clipPath.attributes.transform);
  if (!transform) return undefined;
  let space = multiply(matrix, transform);
  if (clipPath.attributes.clipPathUnits === 'objectBoundingBox') {
    if (!box || box.width <= 0 || box.height <= 0) return [];
    space = multiply(space, [box.width, 0, 0, box.height, box.x, box.y]);
  }
  const determinant = space[0] * space[3] - space[1] * space[2];
  if (!Number.isFinite(determinant) || Math.abs(determinant) < 1e-12) return [];
  const style = computeStyle(inherited, declarationsOf(clipPath, context.rules));
  const union: ClipRegion = [];
  for (const child of clipPath.children) {
    const d = declarationsOf(child, context.rules);
    if (d.display === 'none' || child.omitted) continue;
    const childStyle = computeStyle(style, d);
    if (!childStyle.visible) continue;
    let shape = child;
    let childMatrix = multiply(space, parseTransform(child.attributes.transform) ?? IDENTITY);
    if (child.name === 'use') {
      const ref = context.byId.get(hrefTargetIn(child.attributes) ?? '');
      if (!ref || !SHAPES.has(ref.name)) continue;
      shape = ref;
      childMatrix = multiply(childMatrix, multiply(shiftOfUse(child, lengthsOf(childStyle)), parseTransform(ref.attributes.transform) ?? IDENTITY));
    }
    if (child.name === 'text') context.approximate('text');
    if (!SHAPES.has(shape.name)) continue;
    context.count();
    const commands = toCommands(shapeToPathData(shape.name, shape.attributes, lengthsOf(childStyle)));
    if (!commands.length) continue;
    const outline: ClipOutline = { commands: applyMatrix(commands, childMatrix), evenOdd: childStyle.clipRule === 'evenodd' };
    const childClip = urlId(d['clip-path']);
    const nested = childClip ? clipRegion(childClip, pathBounds(commands), childMatrix, childStyle, context, inside) : undefined;
    union.push(...(nested ? intersect([[outline]], nested, context) : [[outline]]));
  }
  const ownClip = urlId(declarationsOf(clipPath, context.rules)['clip-path']);
  const own = ownClip ? clipRegion(ownClip, box, matrix, inherited, context, inside) : undefined;
  if (union.length > MAX_CLIP_PIECES) context.approximate('clip');
  const region = union.slice(0, MAX_CLIP_PIECES);
  return own ? intersect(region, own, context) : region;
}
