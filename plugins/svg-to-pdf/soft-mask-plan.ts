import { isolate, maskedElements, maskIdOf } from '../../kits/svg/mask-raster';
import type { AffineMatrix, Box } from '../../kits/svg/view-box';
import { withLiveCopy } from '../../kits/svg/live-copy';
import { declaredValue, setDeclaration } from './style-declarations';

/**
 * Main thread: the SVG's masks prepared for PDF soft masks (see soft-mask-writer.ts). Each masked
 * element whose mask a luminosity or alpha soft mask can hold is wrapped in a group whose first
 * child is a 1×1 marker picture, and gets a copy of the SVG that draws only its mask's content where
 * the mask applies (the mask region as a clip). What a soft mask cannot hold as is (a mask on the
 * mask or inside its content, linearRGB luminance) is left masked, for the picture fallback.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Mask attributes that are no style to pass on to the mask's content. */
const MASK_OWN = new Set(['id', 'x', 'y', 'width', 'height', 'maskUnits', 'maskContentUnits', 'mask-type', 'style', 'class', 'transform', 'mask', 'color-interpolation']);
/** Stops written between two stops of a mask's gradient whose opacity varies. */
const LUMINANCE_STEPS = 8;

export interface SoftMaskPlan {
  /** The marker picture's data: URL, unique to this mask. */
  markerUrl: string;
  /** The SVG drawing only this mask's content, as luminance over black. */
  maskSvg: SVGSVGElement;
}

/** A CSS colour as 0–255 channels and alpha, read by a canvas; black when unreadable. */
function rgba(value: string, context: CanvasRenderingContext2D): [number, number, number, number] {
  context.fillStyle = '#000';
  context.fillStyle = value;
  const text = context.fillStyle;
  if (text.startsWith('#')) return [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  const parts = /rgba?\(([^)]*)\)/.exec(text)?.[1].split(',').map(Number) ?? [0, 0, 0, 1];
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/**
 * The mask's content made plain luminance over black, as a PDF luminosity group is: every stop's
 * opacity multiplied into its colour (svg2pdf.js draws one opacity per gradient); for an alpha
 * mask, every colour white first, so only the opacities count.
 */
function asLuminance(svg: Element, content: Element, alpha: boolean): void {
  const context = document.createElement('canvas').getContext('2d')!;
  const white = (element: Element, name: string) => {
    const value = declaredValue(element, name);
    if (value && value !== 'none' && !value.startsWith('url(')) setDeclaration(element, name, 'white');
  };
  if (alpha) {
    content.setAttribute('fill', 'white');
    for (const element of [content, ...Array.from(content.querySelectorAll('*'))]) for (const name of ['fill', 'stroke']) white(element, name);
  }
  for (const gradient of Array.from(svg.querySelectorAll('linearGradient, radialGradient'))) {
    const stops = Array.from(gradient.children).filter((child) => child.localName === 'stop');
    const read = stops.map((stop) => {
      const [r, g, b, a] = rgba(alpha ? 'white' : (declaredValue(stop, 'stop-color') ?? 'black'), context);
      const raw = stop.getAttribute('offset') ?? '0';
      const offset = raw.trim().endsWith('%') ? parseFloat(raw) / 100 : parseFloat(raw) || 0;
      return { stop, offset, rgb: [r, g, b], opacity: Math.min(1, Math.max(0, parseFloat(declaredValue(stop, 'stop-opacity') ?? '1') || 0)) * a };
    });
    // Opaque stops are their own luminance, but in an alpha mask they must all become white.
    if (!alpha && read.every((s) => s.opacity === 1)) continue;
    // Colours interpolate before opacity multiplies in: steps between stops keep the curve.
    const written: { offset: number; rgb: number[]; opacity: number; stop: Element }[] = [];
    read.forEach((current, i) => {
      const next = read[i + 1];
      for (let step = 0; step < (next ? LUMINANCE_STEPS : 1); step++) {
        const t = step / LUMINANCE_STEPS;
        const mix = (a: number, b: number) => a + ((next ? b : a) - a) * t;
        written.push({ stop: current.stop, offset: mix(current.offset, next?.offset ?? 0), rgb: current.rgb.map((c, k) => mix(c, next?.rgb[k] ?? 0)), opacity: mix(current.opacity, next?.opacity ?? 0) });
      }
    });
    for (const stop of stops) stop.remove();
    for (const { stop, offset, rgb, opacity } of written) {
      const copy = stop.cloneNode(false) as Element;
      copy.setAttribute('offset', String(offset));
      setDeclaration(copy, 'stop-color', `rgb(${rgb.map((c) => Math.round(c * opacity)).join(',')})`);
      setDeclaration(copy, 'stop-opacity', '1');
      gradient.append(copy);
    }
  }
}

export interface Measured {
  box: Box;
  toRoot: AffineMatrix;
}

/** A mask length: a fraction of the box (objectBoundingBox) or user units, percentages of the box or the viewport. */
function maskLength(value: string | undefined, fallback: string, boundingBox: boolean, box: Box, viewport: number, axis: 'x' | 'y' | 'w' | 'h'): number {
  const text = (value ?? fallback).trim();
  const n = parseFloat(text);
  const percent = text.endsWith('%');
  const side = axis === 'x' || axis === 'w' ? box.width : box.height;
  const origin = axis === 'x' ? box.x : axis === 'y' ? box.y : 0;
  if (boundingBox) return origin + (percent ? n / 100 : n) * side;
  return percent ? (n / 100) * viewport : n;
}

/** Whether a soft mask holds this mask as it is. */
function vectorCapable(mask: Element): boolean {
  if (declaredValue(mask, 'color-interpolation') === 'linearRGB') return false;
  if (maskIdOf(mask)) return false;
  return !Array.from(mask.querySelectorAll('*')).some((child) => maskIdOf(child) !== undefined);
}

function markerUrl(index: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = 1 + (index >> 8);
  canvas.height = 1;
  const context = canvas.getContext('2d')!;
  context.fillStyle = `rgb(${index & 255}, 17, 89)`;
  context.fillRect(0, 0, canvas.width, 1);
  return canvas.toDataURL('image/png');
}

const matrixOf = (m: DOMMatrix): AffineMatrix => [m.a, m.b, m.c, m.d, m.e, m.f];

/** Each target's box (its own user space) and matrix to the root's user space, measured by the browser in a shadow root. */
export function measureInBrowser(root: SVGSVGElement, targets: Element[]): Measured[] {
  return withLiveCopy(root, (liveOf, live) => {
    const rootMatrix = live.getScreenCTM();
    return targets.map((target) => {
      const element = liveOf(target) as SVGGraphicsElement;
      let box: Box = { x: 0, y: 0, width: 0, height: 0 };
      try {
        const b = element.getBBox();
        box = { x: b.x, y: b.y, width: b.width, height: b.height };
      } catch {
        // not rendered: an empty box
      }
      const screen = element.getScreenCTM();
      const toRoot = rootMatrix && screen ? matrixOf(rootMatrix.inverse().multiply(screen)) : ([1, 0, 0, 1, 0, 0] as AffineMatrix);
      return { box, toRoot };
    });
  });
}

/**
 * Prepares every masked element a soft mask can hold (see the file comment), rewriting `root` in
 * place. `viewport`: the root's user space (for percentages in userSpaceOnUse masks); `measure`:
 * each target's box and matrix to the root's user space.
 */
export function planSoftMasks(root: SVGSVGElement, viewport: { width: number; height: number }, measure = measureInBrowser): SoftMaskPlan[] {
  const doc = root.ownerDocument;
  const masks = new Map(Array.from(root.querySelectorAll('mask[id]')).map((m) => [m.id, m] as const));
  const targets = maskedElements(root).filter((element) => {
    const mask = masks.get(maskIdOf(element)!);
    return mask && vectorCapable(mask);
  });
  if (!targets.length) return [];
  const measured = measure(root, targets);
  const all = Array.from(root.querySelectorAll('*'));
  // Copies are made from the SVG as it was, before any target is wrapped.
  const pristine = root.cloneNode(true) as SVGSVGElement;
  const plans: SoftMaskPlan[] = [];
  targets.forEach((target, index) => {
    const mask = masks.get(maskIdOf(target)!)!;
    const { box, toRoot } = measured[index];
    const regionInBox = mask.getAttribute('maskUnits') !== 'userSpaceOnUse';
    const contentInBox = mask.getAttribute('maskContentUnits') === 'objectBoundingBox';
    if ((regionInBox || contentInBox) && (box.width <= 0 || box.height <= 0)) {
      // A bounding-box mask on an element without area hides it.
      target.remove();
      return;
    }
    const region = {
      x: maskLength(mask.getAttribute('x') ?? undefined, '-10%', regionInBox, box, viewport.width, 'x'),
      y: maskLength(mask.getAttribute('y') ?? undefined, '-10%', regionInBox, box, viewport.height, 'y'),
      width: maskLength(mask.getAttribute('width') ?? undefined, '120%', regionInBox, box, viewport.width, 'w'),
      height: maskLength(mask.getAttribute('height') ?? undefined, '120%', regionInBox, box, viewport.height, 'h'),
    };
    if (!(region.width > 0 && region.height > 0)) {
      target.remove();
      return;
    }
    // The mask's copy of the SVG: its content alone, in the target's user space, clipped to the region.
    const maskSvg = pristine.cloneNode(true) as SVGSVGElement;
    const copyTarget = Array.from(maskSvg.querySelectorAll('*'))[all.indexOf(target)];
    isolate(copyTarget);
    copyTarget.setAttribute('style', `${copyTarget.getAttribute('style') ?? ''};display:none`);
    const clipId = `localbox-mask-region-${index}`;
    const clip = doc.createElementNS(SVG_NS, 'clipPath');
    clip.id = clipId;
    const rect = doc.createElementNS(SVG_NS, 'rect');
    for (const [name, value] of Object.entries(region)) rect.setAttribute(name, String(value));
    clip.append(rect);
    const placed = doc.createElementNS(SVG_NS, 'g');
    placed.setAttribute('transform', `matrix(${toRoot.join(' ')})`);
    const clipped = doc.createElementNS(SVG_NS, 'g');
    clipped.setAttribute('clip-path', `url(#${clipId})`);
    for (const attribute of Array.from(mask.attributes)) if (!MASK_OWN.has(attribute.name)) clipped.setAttribute(attribute.name, attribute.value);
    const content = doc.createElementNS(SVG_NS, 'g');
    if (contentInBox) content.setAttribute('transform', `matrix(${box.width} 0 0 ${box.height} ${box.x} ${box.y})`);
    for (const child of Array.from(mask.childNodes)) content.append(child.cloneNode(true));
    clipped.append(content);
    placed.append(clip, clipped);
    maskSvg.append(placed);
    asLuminance(maskSvg, clipped, declaredValue(mask, 'mask-type') === 'alpha');
    // The target, unmasked, after its marker.
    const url = markerUrl(index);
    const marker = doc.createElementNS(SVG_NS, 'image');
    for (const [name, value] of Object.entries({ x: 0, y: 0, width: 1e-6, height: 1e-6 })) marker.setAttribute(name, String(value));
    marker.setAttribute('href', url);
    const wrapper = doc.createElementNS(SVG_NS, 'g');
    target.replaceWith(wrapper);
    target.removeAttribute('mask');
    const style = target.getAttribute('style');
    if (style) target.setAttribute('style', style.replace(/(?:^|;)\s*mask\s*:[^;]*/gi, ''));
    wrapper.append(marker, target);
    plans.push({ markerUrl: url, maskSvg });
  });
  return plans;
}
