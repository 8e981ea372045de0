import { parseViewBox } from '../../kits/svg/svg-size';
import { viewBoxMatrix } from '../../kits/svg/view-box';
import type { Viewport } from '../../kits/svg/length';
import { multiply, type Matrix } from './matrix';
import { styleLength, type Style } from './style';
import type { SvgNode } from './svg-tree';

export interface NestedViewport {
  /** The content's user space to the parent's: the position, then the viewBox. */
  matrix: Matrix;
  /** What percentages inside refer to. */
  viewport: Viewport;
  /** x, y, width, height to clip to in the parent's space (overflow hidden, the default); absent when visible. */
  clip?: [number, number, number, number];
}

/**
 * The viewport a nested <svg> (or a <symbol> drawn by <use>, with the use's size in `size`)
 * establishes, lengths resolved with the parent's style; undefined when it has no area (draws nothing).
 */
export function nestedViewport(node: SvgNode, parent: Style, size: { width?: string; height?: string } = {}): NestedViewport | undefined {
  const a = node.attributes;
  const x = styleLength(parent, a.x, 'x') ?? 0;
  const y = styleLength(parent, a.y, 'y') ?? 0;
  const width = styleLength(parent, size.width ?? a.width ?? '100%', 'x') ?? styleLength(parent, '100%', 'x')!;
  const height = styleLength(parent, size.height ?? a.height ?? '100%', 'y') ?? styleLength(parent, '100%', 'y')!;
  if (!(width > 0 && height > 0)) return undefined;
  const viewBox = parseViewBox(a.viewBox);
  let matrix: Matrix = [1, 0, 0, 1, x, y];
  if (viewBox) matrix = multiply(matrix, viewBoxMatrix(viewBox, width, height, a.preserveAspectRatio));
  const overflow = (/(?:^|;)\s*overflow\s*:\s*([\w-]+)/.exec(a.style ?? '')?.[1] ?? a.overflow ?? 'hidden').trim();
  const visible = overflow === 'visible' || overflow === 'auto';
  return { matrix, viewport: viewBox ? { width: viewBox.width, height: viewBox.height } : { width, height }, clip: visible ? undefined : [x, y, width, height] };
}
