import { isolate, NOT_RENDERED, rasteriseMasks, type MaskRasterResult, type RegionDrawing } from '../../kits/svg/mask-raster';
import type { SvgSize } from '../../kits/svg/svg-size';

/**
 * Main thread: EPS has no transparency, so an element whose see-through paint lies over other
 * paint (found by the EPS writer: EpsResult.seeThroughOver) becomes a 300 dpi picture of its
 * region, drawn by the browser with what lies below it, like masked elements (kits/svg/mask-raster.ts).
 */

/** Hides what is drawn after `target`: the later siblings of it and of its ancestors. */
function hideAfter(target: Element): void {
  for (let node: Element = target; node.parentElement; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
      if (!NOT_RENDERED.has(next.localName)) next.setAttribute('style', `${next.getAttribute('style') ?? ''};display:none`);
    }
  }
}

/** The element blended over what lies below it, kept only where the element itself paints. */
const drawOverBelow: RegionDrawing = async (doc, index, render) => {
  const elementIn = (copy: Document) => Array.from(copy.documentElement.querySelectorAll('*'))[index];
  const below = doc.cloneNode(true) as Document;
  hideAfter(elementIn(below));
  const alone = doc.cloneNode(true) as Document;
  isolate(elementIn(alone));
  const blended = await render(below);
  const own = await render(alone);
  for (let i = 3; i < own.data.length; i += 4) if (own.data[i] === 0) blended.data[i] = 0;
  return blended;
};

/** Replaces the elements at `indices` (in `querySelectorAll('*')` order; the outermost of nested ones) by pictures numbered from `firstRegion`. */
export function rasteriseSeeThrough(text: string, size: SvgSize, indices: number[], firstRegion: number): Promise<MaskRasterResult> {
  const targets = (root: Element) => {
    const all = Array.from(root.querySelectorAll('*'));
    const chosen = indices.map((index) => all[index]).filter((element) => element !== undefined);
    return chosen.filter((element) => !chosen.some((other) => other !== element && other.contains(element)));
  };
  return rasteriseMasks(text, size, { targets, draw: drawOverBelow, firstRegion });
}
