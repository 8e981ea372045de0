import { checkPixelLimit } from '../image/limits';
import { rasterizeSvgPixels } from './rasterize';
import { withRootSize } from './root-size';
import type { SvgSize } from './svg-size';
import { multiplyMatrices, viewBoxMatrix, type AffineMatrix } from './view-box';
import { parseUrlReference, XLINK_NS } from './references';

/**
 * Main thread: the masked elements of an SVG (mask="url(#…)"), each drawn alone by the browser at
 * 300 dpi or more and replaced by a picture of its region only, for writers that cannot hold a soft mask
 * (svg2pdf.js draws masks as if absent; EPS has no soft masks). The rest stays vector.
 */

export const MASK_RASTER_DPI = 300;
/** The attribute naming the picture of a masked element: an index into `regions`. */
export const REGION_ATTRIBUTE = 'data-localbox-region';
/** Masked elements drawn as pictures at most; beyond, they are left as they were. */
const MAX_REGIONS = 16;
const MAX_SIDE = 4000;
/**
 * A small drawing (an icon) is drawn larger than 300 dpi: a vector file is scaled up where it is
 * used, and a 16 px icon's 50 px picture would blur beside its vector parts.
 */
const MIN_SIDE = 1024;

/** What is never drawn by itself: kept when everything around a masked element is hidden. */
export const NOT_RENDERED = new Set(['defs', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'pattern', 'marker', 'symbol', 'filter', 'style', 'title', 'desc', 'metadata']);

export interface RegionRaster {
  /** The region in the root viewport's CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The pixels of the region, RGBA, straight alpha. */
  pixels: ImageData;
  /** The same as a PNG data: URL. */
  pngUrl: string;
}

export interface MaskRasterResult {
  /** The SVG with each masked element replaced by an <image> of its region (REGION_ATTRIBUTE set). */
  text: string;
  regions: RegionRaster[];
}

/** The id of the mask an element names (mask attribute or style), if any. */
export const maskIdOf = (element: Element) => {
  const style = /(?:^|;)\s*mask\s*:\s*([^;]+)/i.exec(element.getAttribute('style') ?? '')?.[1];
  return parseUrlReference(style ?? element.getAttribute('mask'))?.id;
};

function transformOf(element: Element): AffineMatrix {
  const list = (element as unknown as SVGGraphicsElement).transform?.baseVal;
  const m = list?.numberOfItems ? list.consolidate()?.matrix : undefined;
  return m ? [m.a, m.b, m.c, m.d, m.e, m.f] : [1, 0, 0, 1, 0, 0];
}

function invert([a, b, c, d, e, f]: AffineMatrix): AffineMatrix | undefined {
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return undefined;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** The box of the pixels that are not fully transparent; undefined when all are. */
function opaqueBox(image: ImageData): { x: number; y: number; width: number; height: number } | undefined {
  let x0 = image.width, y0 = image.height, x1 = -1, y1 = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3] === 0) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? undefined : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

function crop(image: ImageData, box: { x: number; y: number; width: number; height: number }): { pixels: ImageData; pngUrl: string } {
  const canvas = document.createElement('canvas');
  canvas.width = box.width;
  canvas.height = box.height;
  const context = canvas.getContext('2d')!;
  context.putImageData(image, -box.x, -box.y);
  const pixels = context.getImageData(0, 0, box.width, box.height);
  const pngUrl = canvas.toDataURL('image/png');
  canvas.width = canvas.height = 0;
  return { pixels, pngUrl };
}

/** Hides everything drawn but `target` (and what it references): its ancestors' other children. */
export function isolate(target: Element): void {
  for (let node: Element = target; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || NOT_RENDERED.has(sibling.localName)) continue;
      sibling.setAttribute('style', `${sibling.getAttribute('style') ?? ''};display:none`);
    }
  }
}

/**
 * The drawn elements with a mask naming a mask of the SVG, outermost only (a masked element inside
 * another is drawn with it), none that is not drawn by itself (a mask, whose own mask Chromium
 * ignores; a pattern…) or inside one.
 */
export function maskedElements(root: Element): Element[] {
  const masks = new Set(Array.from(root.querySelectorAll('mask[id]')).map((m) => m.id));
  const undrawn = (element: Element) => NOT_RENDERED.has(element.localName) || ['mask', 'clipPath', 'defs', 'pattern', 'marker', 'symbol'].some((name) => element.parentElement?.closest(name));
  return Array.from(root.querySelectorAll('*'))
    .filter((element) => {
      const id = maskIdOf(element);
      return id !== undefined && masks.has(id) && !undrawn(element);
    })
    .filter((element, _, list) => !list.some((other) => other !== element && other.contains(element)));
}

/** Draws the picture of the element at `index` (in `querySelectorAll('*')` order) with `render`, from a copy of `doc`. */
export type RegionDrawing = (doc: Document, index: number, render: (copy: Document) => Promise<ImageData>) => Promise<ImageData>;

const drawAlone: RegionDrawing = (doc, index, render) => {
  const copy = doc.cloneNode(true) as Document;
  isolate(Array.from(copy.documentElement.querySelectorAll('*'))[index]);
  return render(copy);
};

/**
 * Replaces each masked element by a 300 dpi picture of its region (see the file comment). The
 * SVG must already have passed the kit's guards (readSvgSource). Other writers' needs pick other
 * elements (`targets`), draw them otherwise (`draw`) and number their pictures after earlier ones.
 */
export async function rasteriseMasks(
  text: string,
  size: SvgSize,
  { targets: pick = maskedElements, draw = drawAlone, firstRegion = 0 }: { targets?: (root: Element) => Element[]; draw?: RegionDrawing; firstRegion?: number } = {},
): Promise<MaskRasterResult> {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  const all = Array.from(root.querySelectorAll('*'));
  // Each target is drawn from the SVG as it was, before any target became a picture.
  const pristine = doc.cloneNode(true) as Document;
  const targets = pick(root).slice(0, MAX_REGIONS);
  if (!targets.length) return { text, regions: [] };
  const longSide = Math.max(size.width, size.height);
  const scale = Math.min(Math.max(MASK_RASTER_DPI / 96, MIN_SIDE / longSide), MAX_SIDE / longSide);
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  checkPixelLimit(width, height);
  const rootMatrix = size.viewBox ? viewBoxMatrix(size.viewBox, size.width, size.height, root.getAttribute('preserveAspectRatio') ?? undefined) : ([1, 0, 0, 1, 0, 0] as AffineMatrix);
  const regions: RegionRaster[] = [];
  const render = (copy: Document) => rasterizeSvgPixels(withRootSize(new XMLSerializer().serializeToString(copy), size, width, height), { width, height });
  for (const target of targets) {
    const image = await draw(pristine, all.indexOf(target), render);
    const box = opaqueBox(image);
    if (!box) {
      target.remove();
      continue;
    }
    // The picture is placed in the viewport's pixels: undo the transforms between it and the root.
    let toViewport = rootMatrix;
    const ancestors: Element[] = [];
    for (let node = target.parentElement; node && node !== root; node = node.parentElement) ancestors.unshift(node);
    for (const ancestor of ancestors) toViewport = multiplyMatrices(toViewport, transformOf(ancestor));
    const back = invert(toViewport);
    if (!back) continue;
    const { pixels, pngUrl } = crop(image, box);
    const region = { x: box.x / scale, y: box.y / scale, width: box.width / scale, height: box.height / scale, pixels, pngUrl };
    const group = doc.createElementNS('http://www.w3.org/2000/svg', 'g');
    group.setAttribute('transform', `matrix(${back.join(' ')})`);
    const picture = doc.createElementNS('http://www.w3.org/2000/svg', 'image');
    for (const [name, value] of Object.entries({ x: region.x, y: region.y, width: region.width, height: region.height })) picture.setAttribute(name, String(value));
    picture.setAttribute('preserveAspectRatio', 'none');
    picture.setAttributeNS(XLINK_NS, 'xlink:href', pngUrl);
    picture.setAttribute('href', pngUrl);
    picture.setAttribute(REGION_ATTRIBUTE, String(firstRegion + regions.length));
    group.append(picture);
    target.replaceWith(group);
    regions.push(region);
  }
  return { text: new XMLSerializer().serializeToString(doc), regions };
}
