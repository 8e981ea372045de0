import { maskIdOf } from '../../kits/svg/mask-raster';
import { multiplyMatrices, type AffineMatrix, type Box } from '../../kits/svg/view-box';
import { referencedId } from '../../kits/svg/references';
import { isText, resolveClip, ruleMatters, type ClipReader, type ClipRule, type Outline, type Region } from './clip-outlines';
import { basicShapeOutline, type ShapeBoxes } from './clip-shape';
import { withLiveCopy } from '../../kits/svg/live-copy';
import { declaredValue, removeDeclaration, setDeclaration } from './style-declarations';

/**
 * Main thread: every clip path svg2pdf.js would draw wrong (see clip-outlines.ts) rewritten into
 * clip paths it draws right, each element with one of its own: one clip path of plain shapes, one
 * rule, in user units; an intersection as nested groups, each clipped by one shape; a union of
 * intersections (or of shapes whose rules differ, or text) as a luminance mask of white shapes,
 * which soft-mask-plan.ts keeps as a vector soft mask. A CSS basic shape becomes a clip path of its
 * own (clip-shape.ts). Clip paths svg2pdf.js draws right are left alone.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const IDENTITY: AffineMatrix = [1, 0, 0, 1, 0, 0];
/** Properties of a clip path's shape that have no meaning once it is a plain outline. */
const OUTLINE_DROPPED = ['id', 'clip-path', 'mask', 'transform', 'display', 'visibility', 'filter', 'opacity', 'fill', 'fill-opacity', 'stroke', 'stroke-opacity', 'marker', 'marker-start', 'marker-mid', 'marker-end'];
/** Where a mask is not drawn as a soft mask (it is inside something drawn by reference, or masked). */
const NO_SOFT_MASK_INSIDE = ['mask', 'pattern', 'marker', 'symbol', 'defs', 'clipPath'];
/** A mask region that holds any outline: the clip, not the region, bounds what shows. */
const UNBOUNDED = { x: -1e6, y: -1e6, width: 2e6, height: 2e6 };

/** What any clipping in an SVG needs: a clip path, a clip-path property, or a style sheet that may set one. */
const MAY_CLIP = 'clipPath, [clip-path], [style*="clip-path"], style';
const matrixText = (m: AffineMatrix) => `matrix(${m.join(' ')})`;
const url = (id: string) => `url(#${id})`;

/** The box of an outline in the clipped element's user space. */
function outlineBox(outline: Outline, reader: ClipReader): Box {
  const { x, y, width, height } = reader.box(outline.shape);
  const [a, b, c, d, e, f] = outline.matrix;
  const corners = [
    [x, y],
    [x + width, y],
    [x, y + height],
    [x + width, y + height],
  ].map(([px, py]) => [a * px + c * py + e, b * px + d * py + f]);
  const xs = corners.map(([px]) => px);
  const ys = corners.map(([, py]) => py);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

const overlap = (p: Box, q: Box) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;

/**
 * The one rule under which the outlines, filled as one path, cover their union; undefined when
 * there is none: their rules differ where it matters, or evenodd would cut out where they overlap.
 */
function unionRule(outlines: Outline[], reader: ClipReader): ClipRule | undefined {
  const rules = new Set(outlines.filter(ruleMatters).map((outline) => outline.rule));
  if (rules.size > 1) return undefined;
  const rule = rules.has('evenodd') ? 'evenodd' : 'nonzero';
  if (rule === 'nonzero' || outlines.length === 1) return rule;
  const boxes = outlines.map((outline) => outlineBox(outline, reader));
  return boxes.some((box, i) => boxes.slice(i + 1).some((other) => overlap(box, other))) ? undefined : rule;
}

class ClipWriter {
  private defs?: Element;
  private count = 0;

  constructor(private readonly root: Element) {}

  private append(element: Element): string {
    if (!this.defs) {
      this.defs = this.root.ownerDocument.createElementNS(SVG_NS, 'defs');
      this.root.append(this.defs);
    }
    element.id = `localbox-clip-${this.count++}`;
    this.defs.append(element);
    return element.id;
  }

  /** A copy of the outline's shape standing alone, in the space `prefix` maps to the element's user space. */
  private shapeOf(outline: Outline, prefix: AffineMatrix, rule: ClipRule): Element {
    const copy = outline.shape.cloneNode(true) as Element;
    for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) for (const name of OUTLINE_DROPPED) removeDeclaration(element, name);
    copy.setAttribute('transform', matrixText(multiplyMatrices(prefix, outline.matrix)));
    setDeclaration(copy, 'clip-rule', rule);
    return copy;
  }

  /** A clip path of the outlines filled as one path with `rule`; returns its id. */
  clipOf(outlines: Outline[], rule: ClipRule, prefix: AffineMatrix): string {
    const clip = this.root.ownerDocument.createElementNS(SVG_NS, 'clipPath');
    clip.setAttribute('clipPathUnits', 'userSpaceOnUse');
    clip.append(...outlines.map((outline) => this.shapeOf(outline, prefix, rule)));
    return this.append(clip);
  }

  /** A luminance mask showing the region: each piece a white shape in groups clipped by the rest. */
  maskOf(region: Region): string {
    const doc = this.root.ownerDocument;
    const mask = doc.createElementNS(SVG_NS, 'mask');
    mask.setAttribute('maskUnits', 'userSpaceOnUse');
    for (const [name, value] of Object.entries(UNBOUNDED)) mask.setAttribute(name, String(value));
    for (const [first, ...rest] of region) {
      let node = this.shapeOf(first, IDENTITY, first.rule);
      setDeclaration(node, 'fill', 'white');
      setDeclaration(node, 'fill-rule', first.rule);
      setDeclaration(node, 'fill-opacity', '1');
      setDeclaration(node, 'stroke', 'none');
      for (const outline of rest) node = this.clipped(node, this.clipOf([outline], outline.rule, IDENTITY));
      mask.append(node);
    }
    return this.append(mask);
  }

  /** `element` inside a group clipped by `clipId`, in its place. */
  clipped(element: Element, clipId: string): Element {
    const group = this.root.ownerDocument.createElementNS(SVG_NS, 'g');
    group.setAttribute('clip-path', url(clipId));
    element.parentNode?.replaceChild(group, element);
    group.append(element);
    return group;
  }

  /**
   * Clips `element` to the intersection of the outlines: its own clip-path, then groups around it,
   * which stand in its parent's space: `transform` is the element's own.
   */
  intersection(element: Element, piece: Outline[], transform: AffineMatrix): void {
    const [first, ...rest] = piece;
    setDeclaration(element, 'clip-path', url(this.clipOf([first], first.rule, IDENTITY)));
    let outer = element;
    for (const outline of rest) outer = this.clipped(outer, this.clipOf([outline], outline.rule, transform));
  }
}

/** Whether a mask on `element` would become a soft mask: it is drawn in place and not masked already. */
function softMaskable(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (maskIdOf(node) !== undefined || NO_SOFT_MASK_INSIDE.includes(node.localName)) return false;
  }
  return true;
}

/** Copies of `element` without ids, one per piece after the first, each after the last. */
function copiesFor(element: Element, count: number): Element[] {
  const copies = [element];
  for (let i = 1; i < count; i++) {
    const copy = element.cloneNode(true) as Element;
    for (const node of [copy, ...Array.from(copy.querySelectorAll('[id]'))]) node.removeAttribute('id');
    copies[copies.length - 1].after(copy);
    copies.push(copy);
  }
  return copies;
}

/** The numbers of a viewBox attribute; undefined when it has not four. */
function viewBoxOf(svg: Element): Box | undefined {
  const numbers = (svg.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  return numbers.length === 4 && numbers.every(Number.isFinite) ? { x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3] } : undefined;
}

/** The boxes a basic shape may be drawn in: the element's fill and stroke, its nearest viewport's. */
function shapeBoxes(element: Element, root: Element, reader: ClipReader, viewport: Box): ShapeBoxes {
  const svg = element.parentElement?.closest('svg');
  const nested = svg && svg !== root ? svg : undefined;
  const size = (name: string) => parseFloat(nested?.getAttribute(name) ?? '') || 0;
  const view = nested ? (viewBoxOf(nested) ?? { x: 0, y: 0, width: size('width'), height: size('height') }) : viewport;
  const stroked = !['none', ''].includes(reader.computed(element, 'stroke'));
  return { fill: reader.box(element), halfStroke: stroked ? (parseFloat(reader.computed(element, 'stroke-width')) || 0) / 2 : 0, view };
}

/**
 * Rewrites the clipped elements of `root` in place (see the file comment); returns how many.
 * `viewport`: the root's user space, for basic shapes in its view-box.
 */
export function rewriteClips(root: Element, reader: ClipReader, viewport: Box): number {
  if (!root.querySelector(MAY_CLIP)) return 0;
  const byId = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) if (!byId.has(element.id)) byId.set(element.id, element);
  const writer = new ClipWriter(root);
  const clipped = Array.from(root.querySelectorAll('*')).filter((element) => element.localName !== 'clipPath' && !element.parentElement?.closest('clipPath'));
  let rewritten = 0;
  for (const element of clipped) {
    const value = reader.computed(element, 'clip-path');
    const id = referencedId(value);
    const shape = id === undefined && value && value !== 'none' ? basicShapeOutline(value, shapeBoxes(element, root, reader, viewport)) : undefined;
    if (shape) {
      setDeclaration(element, 'clip-path', url(writer.clipOf([shape], shape.rule, IDENTITY)));
      rewritten++;
      continue;
    }
    const resolved = id === undefined ? undefined : resolveClip(id, reader.box(element), IDENTITY, byId, reader);
    if (!resolved || (resolved.kind === 'region' && resolved.exact)) continue;
    rewritten++;
    if (resolved.kind === 'none') {
      setDeclaration(element, 'clip-path', 'none');
      continue;
    }
    const { region } = resolved;
    const rule = region.every((piece) => piece.length === 1) && !region.flat().some(isText) ? unionRule(region.flat(), reader) : undefined;
    if (!region.length) setDeclaration(element, 'display', 'none');
    else if (rule) setDeclaration(element, 'clip-path', url(writer.clipOf(region.flat(), rule, IDENTITY)));
    else if (region.length === 1 && !region[0].some(isText)) writer.intersection(element, region[0], reader.matrix(element));
    else if (softMaskable(element, root)) {
      setDeclaration(element, 'clip-path', 'none');
      setDeclaration(element, 'mask', url(writer.maskOf(region)));
    } else {
      // Drawn once per piece: exact where pieces do not overlap, or the content is opaque.
      const transform = reader.matrix(element);
      copiesFor(element, region.length).forEach((copy, i) => writer.intersection(copy, region[i], transform));
    }
  }
  return rewritten;
}

/** rewriteClips with the browser's computed styles, transforms and boxes, read in a live copy (live-copy.ts). */
export function rewriteClipsInBrowser(root: SVGSVGElement, viewport: { width: number; height: number }): number {
  if (!root.querySelector(MAY_CLIP)) return 0;
  return withLiveCopy(
    root,
    (liveOf, live) => {
      // The live copy's host is hidden: its visibility must not reach the SVG's own.
      if (declaredValue(live, 'visibility') === undefined) live.style.visibility = 'visible';
      const styles = new Map<Element, CSSStyleDeclaration>();
      const reader: ClipReader = {
        computed: (element, property) => {
          const live = liveOf(element);
          if (!live) return '';
          const style = styles.get(live) ?? styles.set(live, getComputedStyle(live)).get(live)!;
          return style.getPropertyValue(property);
        },
        matrix: (element) => {
          const list = (liveOf(element) as SVGGraphicsElement | undefined)?.transform?.baseVal;
          const m = list?.numberOfItems ? list.consolidate()?.matrix : undefined;
          return m ? [m.a, m.b, m.c, m.d, m.e, m.f] : IDENTITY;
        },
        box: (element) => {
          try {
            const { x, y, width, height } = (liveOf(element) as SVGGraphicsElement).getBBox();
            return { x, y, width, height };
          } catch {
            return { x: 0, y: 0, width: 0, height: 0 };
          }
        },
      };
      return rewriteClips(root, reader, viewBoxOf(root) ?? { x: 0, y: 0, ...viewport });
    },
    viewport,
  );
}
