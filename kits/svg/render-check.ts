import { differingPixelRatio } from './pixel-diff';
import { rasterizeSvgPixels } from './rasterize';
import { readSvgSize } from './svg-size';

/** Side of the renders compared: large enough that a visible change covers many pixels. */
export const COMPARE_SIDE = 512;

/** More than this share of differing pixels counts as "renders differently" (0.5 %). */
export const MAX_DIFFERING_RATIO = 0.005;

/** The size a render fits in `maxSide` (keeping the SVG's ratio), never larger than asked. */
export function fitSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Main thread: renders two SVGs at the first one's size (its longer side scaled to 512 px) and
 * returns the share of pixels that differ; undefined when the original cannot be drawn at all.
 */
export async function compareSvgRenders(original: string, changed: string): Promise<number | undefined> {
  const size = readSvgSize(original);
  if (!size) return undefined;
  const scale = COMPARE_SIDE / Math.max(size.width, size.height);
  const target = fitSize(size.width * scale, size.height * scale, COMPARE_SIDE);
  let before: ImageData;
  try {
    before = await rasterizeSvgPixels(original, target);
  } catch {
    return undefined;
  }
  try {
    return differingPixelRatio(before, await rasterizeSvgPixels(changed, target));
  } catch {
    return 1;
  }
}
