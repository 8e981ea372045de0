import { entityExpansionSize } from '../../kits/svg/entities';
import { conditionallyOmitted, userLanguages } from '../../kits/svg/conditional-processing';
import { attributeKey } from '../../kits/svg/references';

/** An SVG element as plain data, so the EPS writer needs no DOM and is easy to test. */
export interface SvgNode {
  name: string;
  attributes: Record<string, string>;
  children: SvgNode[];
  /** Character data directly inside (for <style>). */
  text: string;
  /** Left out by conditional processing (kits/svg/conditional-processing.ts): neither drawn nor referenced. */
  omitted?: boolean;
}

export class SvgParseError extends Error {
  constructor(
    message: string,
    readonly reason: 'xml' | 'notSvg' | 'entities',
  ) {
    super(message);
    this.name = 'SvgParseError';
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function toNode(element: Element, omitted: ReadonlySet<Element>): SvgNode {
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) attributes[attributeKey(attribute)] = attribute.value;
  let text = '';
  const children: SvgNode[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 1) children.push(toNode(child as Element, omitted));
    else if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? '';
  }
  return { name: element.localName, attributes, children, text, ...(omitted.has(element) && { omitted: true }) };
}

/** Parses SVG text with the browser's XML parser (main thread, or jsdom in tests), marking what conditional processing leaves out. */
export function parseSvgTree(text: string): SvgNode {
  entityExpansionSize(text); // throws on an entity bomb before the parser expands it
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new SvgParseError(error.textContent?.trim().split('\n')[0] || 'Invalid XML', 'xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) throw new SvgParseError('The root element is not <svg>', 'notSvg');
  return toNode(root, conditionallyOmitted(root, userLanguages()));
}

/** Every element with an id, for url(#id) and <use href="#id">. */
export function indexById(root: SvgNode): Map<string, SvgNode> {
  const byId = new Map<string, SvgNode>();
  const walk = (node: SvgNode) => {
    if (node.omitted) return;
    const id = node.attributes.id;
    if (id && !byId.has(id)) byId.set(id, node);
    node.children.forEach(walk);
  };
  walk(root);
  return byId;
}
