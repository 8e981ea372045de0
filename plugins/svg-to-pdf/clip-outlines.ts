import { multiplyMatrices, type AffineMatrix, type Box } from '../../kits/svg/view-box';
import { hrefTarget, referencedId } from '../../kits/svg/references';
import { declaredValue } from './style-declarations';

/**
 * The region a clip path gives an element, as Chromium computes it: the union of its children that
 * count (shapes and text, or a <use> of one; not a group, an image, a line or an empty path; none
 * hidden), each with its own clip-rule and cut by its own clip-path, the whole cut by the clip
 * path's own clip-path, in the clip path's transform and, for objectBoundingBox, the element's box.
 * Also says whether svg2pdf.js, which fills every child into one path with one rule, draws the clip
 * path as it is.
 */

export type ClipRule = 'nonzero' | 'evenodd';

/** One shape of a clip, with the matrix from its own coordinates to the clipped element's user space. */
export interface Outline {
  shape: Element;
  matrix: AffineMatrix;
  rule: ClipRule;
}

/** A union of pieces, each the intersection of its outlines; [] clips everything away. */
export type Region = Outline[][];

export interface ClipReader {
  /** The browser's computed value of a property. */
  computed(element: Element, property: string): string;
  /** The element's own transform attribute as a matrix. */
  matrix(element: Element): AffineMatrix;
  /** The element's bounding box in its own user space. */
  box(element: Element): Box;
}

export type Resolved =
  | { kind: 'region'; region: Region; /** svg2pdf.js draws the clip path as it is. */ exact: boolean }
  /** No clipping: Chromium ignores a clip path hidden with display:none. */
  | { kind: 'none' };

/** More pieces than this (nested clips multiply) are cut. */
export const MAX_PIECES = 64;
const IDENTITY: AffineMatrix = [1, 0, 0, 1, 0, 0];
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'polyline', 'polygon', 'text']);
/** Shapes whose one outline never crosses itself: their clip-rule changes nothing. */
const SIMPLE_SHAPES = new Set(['rect', 'circle', 'ellipse']);

export const isText = (outline: Outline) => outline.shape.localName === 'text';
export const ruleMatters = (outline: Outline) => !SIMPLE_SHAPES.has(outline.shape.localName);
const isIdentity = (m: AffineMatrix) => m.every((value, i) => value === IDENTITY[i]);
const asRule = (value: string | undefined): ClipRule => (value?.trim() === 'evenodd' ? 'evenodd' : 'nonzero');
const translation = (element: Element): AffineMatrix => [1, 0, 0, 1, parseFloat(element.getAttribute('x') ?? '') || 0, parseFloat(element.getAttribute('y') ?? '') || 0];

/** Colours with an alpha channel. */
const TRANSLUCENT = /rgba|hsla|transparent|#[0-9a-f]{4}\b|#[0-9a-f]{8}\b|\/\s*[\d.]+%?\s*\)/i;

/**
 * Whether svg2pdf.js, drawing this clip path's child, sets an opacity that stays set for what the
 * clip path then clips (an opacity or a translucent paint on the child: both have no effect in a clip).
 */
function leaksState(child: Element): boolean {
  if (['opacity', 'fill-opacity', 'stroke-opacity'].some((name) => (declaredValue(child, name) ?? '1') !== '1')) return true;
  return ['fill', 'stroke'].some((name) => TRANSLUCENT.test(declaredValue(child, name) ?? ''));
}

/** Every piece of `a` with every piece of `b`, cut at MAX_PIECES. */
export const intersect = (a: Region, b: Region): Region => a.flatMap((p) => b.map((q) => [...p, ...q])).slice(0, MAX_PIECES);

/** The outline a clip path's child gives, or undefined when it counts for nothing. */
function outlineOf(child: Element, space: AffineMatrix, byId: Map<string, Element>, reader: ClipReader): Outline | undefined {
  if (reader.computed(child, 'display') === 'none') return undefined;
  let shape = child;
  let matrix = multiplyMatrices(space, reader.matrix(child));
  let rule = reader.computed(child, 'clip-rule');
  let visibility = reader.computed(child, 'visibility');
  if (child.localName === 'use') {
    const target = byId.get(hrefTarget(child) ?? '');
    if (!target || !SHAPES.has(target.localName) || declaredValue(target, 'display') === 'none') return undefined;
    shape = target;
    matrix = multiplyMatrices(multiplyMatrices(matrix, translation(child)), reader.matrix(target));
    // The used shape inherits from the <use>, not from where it stands.
    rule = declaredValue(target, 'clip-rule') ?? rule;
    visibility = declaredValue(target, 'visibility') ?? visibility;
  }
  if (!SHAPES.has(shape.localName) || visibility === 'hidden' || visibility === 'collapse') return undefined;
  if (shape.localName === 'path' && !(shape.getAttribute('d') ?? '').trim()) return undefined;
  return { shape, matrix, rule: asRule(rule) };
}

/**
 * The region of clip-path="url(#id)" on an element whose box is `box`, in `space` (the matrix from
 * the element's user space to the one outlines are given in). undefined: not a clip path, so no
 * clipping svg2pdf.js would not also skip.
 */
export function resolveClip(id: string, box: Box, space: AffineMatrix, byId: Map<string, Element>, reader: ClipReader, active: ReadonlySet<Element> = new Set()): Resolved | undefined {
  const clip = byId.get(id);
  if (clip?.localName !== 'clipPath' || active.has(clip)) return undefined;
  if (declaredValue(clip, 'display') === 'none') return { kind: 'none' };
  const inside = new Set(active).add(clip);
  const own = reader.matrix(clip);
  const boundingBox = clip.getAttribute('clipPathUnits') === 'objectBoundingBox';
  let exact = !(boundingBox && !isIdentity(own));
  if (boundingBox && !(box.width > 0 && box.height > 0)) return { kind: 'region', region: [], exact };
  const inner = multiplyMatrices(multiplyMatrices(space, own), boundingBox ? [box.width, 0, 0, box.height, box.x, box.y] : IDENTITY);
  let region: Region = [];
  for (const child of Array.from(clip.children)) {
    const outline = outlineOf(child, inner, byId, reader);
    if (!outline || child.localName === 'use' || leaksState(child)) exact = false;
    if (!outline) continue;
    const childClip = referencedId(reader.computed(child, 'clip-path'));
    const nested = childClip ? resolveClip(childClip, reader.box(child), multiplyMatrices(inner, reader.matrix(child)), byId, reader, inside) : undefined;
    if (nested) exact = false;
    region.push(...(nested?.kind === 'region' ? intersect([[outline]], nested.region) : [[outline]]));
  }
  const ownClip = referencedId(reader.computed(clip, 'clip-path'));
  const outer = ownClip ? resolveClip(ownClip, box, space, byId, reader, inside) : undefined;
  if (outer?.kind === 'region') {
    exact = false;
    region = intersect(region, outer.region);
  }
  region = region.slice(0, MAX_PIECES);
  // svg2pdf.js fills every child into one path with the first child's rule, else the clip path's.
  const drawnRule = asRule(declaredValue(clip.firstElementChild ?? clip, 'clip-rule') ?? declaredValue(clip, 'clip-rule'));
  const outlines = region.flat();
  if (outlines.some((outline) => ruleMatters(outline) && outline.rule !== drawnRule)) exact = false;
  if (drawnRule === 'evenodd' && outlines.length > 1) exact = false;
  // svg2pdf.js adds no text to a clip path: text clips only as a mask.
  if (outlines.some(isText)) exact = false;
  return { kind: 'region', region, exact };
}
