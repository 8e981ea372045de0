/**
 * Main thread: rewrites of the SVG's structure into forms svg2pdf.js 2.8 draws as the browser does.
 * It reads `svg:rect` as an unknown element, `matrix (…)` and `url( #a )` with inner spaces as
 * nothing, a <use> of a <use> as nothing, the opacity of a <use> of a <symbol> as none, and a
 * currentColor fill resolves where it is declared rather than where it is used.
 */
import { hrefTarget, tidyUrlReferences } from '../../kits/svg/references';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** SVG elements written with a prefix (svg:rect) as plain ones. */
function dropPrefixes(root: Element): Element {
  let plainRoot = root;
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (!element.prefix || element.namespaceURI !== SVG_NS) continue;
    const plain = element.ownerDocument.createElementNS(SVG_NS, element.localName);
    // Without the prefix's declaration, so that serialising does not bring the prefix back.
    for (const attribute of Array.from(element.attributes)) if (attribute.value !== SVG_NS) plain.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    plain.append(...Array.from(element.childNodes));
    element.replaceWith(plain);
    if (element === root) plainRoot = plain;
  }
  return plainRoot;
}

/** `matrix  ( 1 0 0 1 0 0 )` as `matrix(1 0 0 1 0 0)`. */
export const tidyTransform = (value: string) => value.replace(/([a-zA-Z])\s+\(/g, '$1(').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();

const FUNC_IRI_ATTRIBUTES = ['fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'style'];

function tidyValues(root: Element): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const name of ['transform', 'gradientTransform', 'patternTransform']) {
      const value = element.getAttribute(name);
      if (value !== null && tidyTransform(value) !== value) element.setAttribute(name, tidyTransform(value));
    }
    for (const name of FUNC_IRI_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value?.includes('url(') && tidyUrlReferences(value) !== value) element.setAttribute(name, tidyUrlReferences(value));
    }
  }
}

function byId(root: Element, id: string): Element | undefined {
  return Array.from(root.querySelectorAll('[id]')).find((element) => element.id === id);
}

/** A group in place of `use` with its attributes but the reference and placement, moved by its x and y. */
function groupFor(use: Element): Element {
  const group = use.ownerDocument.createElementNS(SVG_NS, 'g');
  for (const attribute of Array.from(use.attributes)) {
    if (!/^(x|y|width|height|href)$/.test(attribute.localName)) group.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  }
  const [x, y] = ['x', 'y'].map((name) => Number.parseFloat(use.getAttribute(name) ?? '') || 0);
  if (x || y) group.setAttribute('transform', `${group.getAttribute('transform') ?? ''} translate(${x} ${y})`.trim());
  return group;
}

/**
 * A <use> of a <use> as a group (the outer one's attributes and offset) holding a copy of the inner
 * one; repeated down the chain (a few dozen links at most: each pass takes one off every chain).
 */
function flattenUseChains(root: Element): void {
  for (let changed = true, pass = 0; changed && pass < 32; pass++) {
    changed = false;
    for (const use of Array.from(root.querySelectorAll('use'))) {
      const id = hrefTarget(use);
      const target = id ? byId(root, id) : undefined;
      if (target?.localName !== 'use' || target.contains(use)) continue;
      const copy = target.cloneNode(true) as Element;
      copy.removeAttribute('id');
      const group = groupFor(use);
      group.append(copy);
      use.replaceWith(group);
      changed = true;
    }
  }
}

const opacityOf = (element: Element) => element.getAttribute('opacity') ?? /(?:^|;)\s*opacity\s*:\s*([^;]+)/.exec(element.getAttribute('style') ?? '')?.[1];

/** The opacity of a <use> of a <symbol> on a group around it. */
function liftUseOpacity(root: Element): void {
  for (const use of Array.from(root.querySelectorAll('use'))) {
    const opacity = opacityOf(use);
    const id = hrefTarget(use);
    if (!opacity || !id || byId(root, id)?.localName !== 'symbol') continue;
    const group = use.ownerDocument.createElementNS(SVG_NS, 'g');
    group.setAttribute('opacity', opacity.trim());
    use.removeAttribute('opacity');
    use.setAttribute('style', (use.getAttribute('style') ?? '').replace(/(?:^|;)\s*opacity\s*:[^;]*/g, ''));
    use.replaceWith(group);
    group.append(use);
  }
}

/** Where `color` is set under a fill or stroke of currentColor, that paint is declared there again, so it takes this colour. */
function pushCurrentColor(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('[color]'))) {
    for (const paint of ['fill', 'stroke']) {
      if (element.hasAttribute(paint)) continue;
      let declared: string | null = null;
      for (let node = element.parentElement; node && declared === null; node = node.parentElement) declared = node.getAttribute(paint);
      if (declared?.trim().toLowerCase() === 'currentcolor') element.setAttribute(paint, 'currentColor');
    }
  }
}

/** The SVG rewritten in place; its root is a new element when it had a prefix. */
export function normaliseStructure<T extends Element>(svg: T): T {
  const root = dropPrefixes(svg) as T;
  tidyValues(root);
  flattenUseChains(root);
  liftUseOpacity(root);
  pushCurrentColor(root);
  return root;
}
