import { axisOf, unitsLength } from '../../kits/svg/length';
import { parseViewBox } from '../../kits/svg/svg-size';
import { viewBoxMatrix, type Box } from '../../kits/svg/view-box';
import { IDENTITY, multiply, parseTransform, type Matrix } from './matrix';
import type { SvgNode } from './svg-tree';
import { hrefChain } from '../../kits/svg/paint-servers';
import { hrefTargetIn } from '../../kits/svg/references';

/** A <pattern> with its href chain resolved, laid out for one painted element. */
export interface PatternTile {
  /** The pattern element whose style the content inherits. */
  node: SvgNode;
  children: SvgNode[];
  width: number;
  height: number;
  /** Tile space (origin at the tile's corner) to the painted element's user space. */
  matrix: Matrix;
  /** The content's own units (viewBox or objectBoundingBox) to tile space. */
  content: Matrix;
}

/**
 * The tile of pattern `id` for an element whose geometry box is `box`; undefined when `id` is not a
 * pattern or the pattern draws nothing (no size, no content, or a box it needs is empty).
 */
export function resolvePattern(id: string, byId: Map<string, SvgNode>, box: Box | undefined, viewport: { width: number; height: number }): PatternTile | undefined {
  const first = byId.get(id);
  if (first?.name !== 'pattern') return undefined;
  const chain = hrefChain(first, (node) => node.name === 'pattern', (node) => byId.get(hrefTargetIn(node.attributes) ?? ''));
  const attribute = (name: string) => chain.find((n) => n.attributes[name] !== undefined)?.attributes[name];
  const withChildren = chain.find((n) => n.children.some((c) => !['title', 'desc', 'metadata'].includes(c.name)));
  if (!withChildren) return undefined;
  const units = attribute('patternUnits') === 'userSpaceOnUse' ? 'user' : 'box';
  const contentUnits = attribute('patternContentUnits') === 'objectBoundingBox' ? 'box' : 'user';
  const viewBox = parseViewBox(attribute('viewBox'));
  const needsBox = units === 'box' || (contentUnits === 'box' && !viewBox);
  if (needsBox && (!box || box.width <= 0 || box.height <= 0)) return undefined;
  const boxed = units === 'box';
  const length = (name: string) => unitsLength(attribute(name) ?? '0', boxed, viewport, axisOf(name));
  let x = length('x');
  let y = length('y');
  let width = length('width');
  let height = length('height');
  if (boxed && box) [x, y, width, height] = [box.x + x * box.width, box.y + y * box.height, width * box.width, height * box.height];
  if (![x, y, width, height].every(Number.isFinite) || width <= 0 || height <= 0) return undefined;
  const transform = parseTransform(attribute('patternTransform')) ?? IDENTITY;
  // A singular patternTransform paints nothing (as in Chromium).
  if (Math.abs(transform[0] * transform[3] - transform[1] * transform[2]) < 1e-12) return undefined;
  let content: Matrix = IDENTITY;
  if (viewBox) {
    if (viewBox.width <= 0 || viewBox.height <= 0) return undefined;
    content = viewBoxMatrix(viewBox, width, height, attribute('preserveAspectRatio'));
  } else if (contentUnits === 'box' && box) content = [box.width, 0, 0, box.height, 0, 0];
  return { node: withChildren, children: withChildren.children, width, height, matrix: multiply(transform, [1, 0, 0, 1, x, y]), content };
}
