import type { IconRole } from '../../kits/favicon/package-spec';
import { contentBox, type IconContext } from '../../kits/favicon/render';
import type { IconNode } from './generator-assets';
import { iconPlacement } from './icon-svg';
import type { GeneratorOptions } from './options';
import { fillShape } from './paint-text';

/**
 * Paints a Tabler icon on the shape: its paths (Path2D reads SVG path data, in a worker too) stroked
 * 2 units wide with round caps and joins on its 24-unit grid, as Tabler draws them, in the font colour.
 */
export function paintSymbolIcon(context: IconContext, size: number, role: IconRole, options: GeneratorOptions, nodes: IconNode[]) {
  fillShape(context, size, role, options);
  const { offset, side } = contentBox(size, role);
  const { translate, scale } = iconPlacement(options.fontSize, side);
  context.save();
  context.translate(offset + translate, offset + translate);
  context.scale(scale, scale);
  context.lineWidth = 2;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = options.fontColor;
  context.fillStyle = options.fontColor;
  for (const [, attributes] of nodes) {
    if (!attributes.d) continue;
    const path = new Path2D(attributes.d);
    context.globalAlpha = attributes.opacity ? Number(attributes.opacity) : 1;
    if (attributes.fill && attributes.fill !== 'none') context.fill(path);
    if (attributes.stroke !== 'none') context.stroke(path);
  }
  context.restore();
}
