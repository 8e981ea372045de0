import { axisOf, unitsLength } from '../../kits/svg/length';
import { parseViewBox } from '../../kits/svg/svg-size';
import { viewBoxMatrix, type AffineMatrix, type Box } from '../../kits/svg/view-box';
import { noteCopy } from '../../kits/svg/live-copy';
import { declaredValue, setDeclaration } from './style-declarations';
import { hrefChain } from '../../kits/svg/paint-servers';
import { hrefTarget, parseUrlReference } from '../../kits/svg/references';

/**
 * Main thread: rewrites the patterns the SVG's shapes fill with into the one form svg2pdf.js 2.8
 * draws right. It reads no href templates, no viewBox, no percentages, places the content of a tile
 * at the user space's origin instead of the tile's, and mixes the box of an objectBoundingBox
 * pattern up. Each shape filled with a pattern gets its own copy (one per distinct tile): tile at
 * 0,0 in user units, its offset in patternTransform, its content in a group carrying the viewBox or
 * bounding-box scale. A pattern without size or content paints nothing, as does one reached from
 * its own content.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text']);
const DEFAULTS: Record<string, string> = { x: '0', y: '0', width: '0', height: '0', patternUnits: 'objectBoundingBox', patternContentUnits: 'userSpaceOnUse', preserveAspectRatio: 'xMidYMid meet' };

export interface PatternReader {
  /** The browser's computed value of `property` on `element`. */
  computed(element: Element, property: string): string;
  /** The element's bounding box in its own user space. */
  box(element: Element): Box;
}

interface Template {
  attribute(name: string): string;
  children: Element[];
}

/** A pattern's attributes and content, taken through its href chain. */
function templateOf(pattern: Element, byId: Map<string, Element>): Template {
  const chain = hrefChain<Element>(pattern, (node) => node.localName === 'pattern', (node) => byId.get(hrefTarget(node) ?? ''));
  const withChildren = chain.find((node) => node.children.length > 0);
  return {
    attribute: (name) => chain.find((node) => node.hasAttribute(name))?.getAttribute(name)?.trim() ?? DEFAULTS[name] ?? '',
    children: withChildren ? Array.from(withChildren.children) : [],
  };
}

interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
  content: AffineMatrix;
}

/** Where the tile of `template` lies for a shape with `box`, and how its content maps into it; undefined when it paints nothing. */
export function tileOf(template: Template, box: Box, viewport: { width: number; height: number }): Tile | undefined {
  const inBox = template.attribute('patternUnits') !== 'userSpaceOnUse';
  const length = (name: string) => unitsLength(template.attribute(name), inBox, viewport, axisOf(name));
  const [x, y] = inBox ? [box.x + length('x') * box.width, box.y + length('y') * box.height] : [length('x'), length('y')];
  const [width, height] = inBox ? [length('width') * box.width, length('height') * box.height] : [length('width'), length('height')];
  if (!(width > 0 && height > 0) || !template.children.length || ![x, y].every(Number.isFinite)) return undefined;
  const viewBox = parseViewBox(template.attribute('viewBox'));
  let content: AffineMatrix = [1, 0, 0, 1, 0, 0];
  if (viewBox) content = viewBoxMatrix(viewBox, width, height, template.attribute('preserveAspectRatio'));
  else if (template.attribute('patternContentUnits') === 'objectBoundingBox') content = [box.width, 0, 0, box.height, 0, 0];
  return { x, y, width, height, content };
}

/** Rewrites `root` in place (see the file comment). `viewport`: the root's user space, for percentages. */
export function normalisePatterns(root: Element, reader: PatternReader, viewport: { width: number; height: number }): void {
  const byId = new Map<string, Element>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) if (!byId.has(element.id)) byId.set(element.id, element);
  const patternOf = (shape: Element) => {
    // A layer of a stroke's paint (stroke-paint-split.ts) declares its own fill, unlike the shape it reads as.
    const declared = declaredValue(shape, 'fill');
    const target = byId.get(parseUrlReference(declared?.startsWith('url(') ? declared : reader.computed(shape, 'fill'))?.id ?? '');
    return target?.localName === 'pattern' ? target : undefined;
  };
  const shapes = Array.from(root.querySelectorAll('*')).filter((element) => SHAPES.has(element.localName) && patternOf(element));
  if (!shapes.length) return;
  const templates = new Map<Element, Template>();
  const template = (pattern: Element) => templates.get(pattern) ?? templates.set(pattern, templateOf(pattern, byId)).get(pattern)!;
  // Patterns whose content (through other patterns) fills with themselves are drawn as nothing.
  const reaches = (from: Element, to: Element, seen: Set<Element>): boolean =>
    template(from).children.some((child) =>
      [child, ...Array.from(child.querySelectorAll('*'))].some((node) => {
        const next = SHAPES.has(node.localName) ? patternOf(node) : undefined;
        if (!next || seen.has(next)) return false;
        seen.add(next);
        return next === to || reaches(next, to, seen);
      }),
    );
  const patterns = Array.from(root.querySelectorAll('pattern'));
  const inside = (shape: Element) => patterns.filter((pattern) => template(pattern).children.some((child) => child.contains(shape)));
  const copies = new Map<string, { pattern: Element; tile: Tile }>();
  const fills = shapes.map((shape) => {
    const pattern = patternOf(shape)!;
    if (inside(shape).some((outer) => outer === pattern || reaches(pattern, outer, new Set()))) return 'none';
    const tile = tileOf(template(pattern), reader.box(shape), viewport);
    if (!tile) return 'none';
    const key = `${pattern.id}:${[tile.x, tile.y, tile.width, tile.height, ...tile.content].join(',')}`;
    if (!copies.has(key)) copies.set(key, { pattern, tile });
    return `url(#${pattern.id}--localbox-${Array.from(copies.keys()).indexOf(key)})`;
  });
  shapes.forEach((shape, index) => setDeclaration(shape, 'fill', fills[index]));
  const doc = root.ownerDocument;
  Array.from(copies.values()).forEach(({ pattern, tile }, index) => {
    const copy = doc.createElementNS(SVG_NS, 'pattern');
    copy.id = `${pattern.id}--localbox-${index}`;
    const transform = template(pattern).attribute('patternTransform');
    for (const [name, value] of Object.entries({ patternUnits: 'userSpaceOnUse', patternContentUnits: 'userSpaceOnUse', x: '0', y: '0', width: String(tile.width), height: String(tile.height), patternTransform: `${transform} translate(${tile.x} ${tile.y})` }))
      copy.setAttribute(name, value.trim());
    const group = doc.createElementNS(SVG_NS, 'g');
    group.setAttribute('transform', `matrix(${tile.content.join(' ')})`);
    for (const child of template(pattern).children) {
      const clone = child.cloneNode(true) as Element;
      noteCopy(clone, child);
      for (const element of [clone, ...Array.from(clone.querySelectorAll('[id]'))]) element.removeAttribute('id');
      group.append(clone);
    }
    copy.append(group);
    pattern.after(copy);
  });
}
