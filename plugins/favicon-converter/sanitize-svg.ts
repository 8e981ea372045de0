import { optimize } from 'svgo/browser';
import type { XastChild, XastElement, XastParent } from 'svgo/browser';
import type { FitMode } from '../../kits/favicon/fit';
import { ProcessingError } from '../../core/processing/errors';
import { UnsafeDoctypeError } from '../../kits/svg/doctype';
import { EntityExpansionError, entityExpansionSize } from '../../kits/svg/entities';
import { attributeRemoval, cleanCss, elementRemoval } from '../../kits/svg/outside-references';
import { REMOVED_KINDS, type RemovedKind } from './removed-note';
import { squareRoot } from './square-svg';

export interface SanitizedSvg {
  text: string;
  removed: RemovedKind[];
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');

function cleanAttributes(element: XastElement, removed: Set<RemovedKind>) {
  const name = localName(element.name);
  for (const [attribute, value] of Object.entries(element.attributes)) {
    const kind = attributeRemoval(attribute, value, name);
    if (!kind) continue;
    delete element.attributes[attribute];
    removed.add(kind);
  }
  const style = element.attributes.style;
  const css = style === undefined ? undefined : cleanCss(style);
  if (!css?.changed) return;
  removed.add('external');
  if (css.text.trim()) element.attributes.style = css.text;
  else delete element.attributes.style;
}

function cleanStyleSheet(style: XastElement, removed: Set<RemovedKind>) {
  for (const child of style.children) {
    if (child.type !== 'text' && child.type !== 'cdata') continue;
    const css = cleanCss(child.value);
    if (!css.changed) continue;
    child.value = css.text;
    removed.add('external');
  }
}

function inScope(element: XastElement, parentScope: Map<string, string>): Map<string, string> {
  const declarations = Object.entries(element.attributes).filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'));
  if (!declarations.length) return parentScope;
  const scope = new Map(parentScope);
  for (const [name, uri] of declarations) scope.set(name === 'xmlns' ? '' : name.slice(6), uri);
  return scope;
}

/** Whether a child other than an element stays: the XML declaration, text and comments do. */
function keepsNonElement(child: Exclude<XastChild, XastElement>, removed: Set<RemovedKind>): boolean {
  if (child.type === 'doctype') return false; // its entities are already expanded
  if (child.type !== 'instruction' || child.name === 'xml') return true;
  if (child.name === 'xml-stylesheet') removed.add('external');
  return false;
}

function clean(parent: XastParent, scope: Map<string, string>, removed: Set<RemovedKind>) {
  parent.children = parent.children.filter((child) => {
    if (child.type !== 'element') return keepsNonElement(child, removed);
    const childScope = inScope(child, scope);
    const removal = elementRemoval(localName(child.name), childScope.get(prefixOf(child.name)), child.attributes.attributeName);
    if (removal) {
      removed.add(removal);
      return false;
    }
    cleanAttributes(child, removed);
    if (localName(child.name) === 'style') cleanStyleSheet(child, removed);
    clean(child, childScope, removed);
    return true;
  });
}

function refuseEntityBombs(text: string) {
  try {
    entityExpansionSize(text);
  } catch (error) {
    if (error instanceof EntityExpansionError || error instanceof UnsafeDoctypeError) throw new ProcessingError('errors.invalidType', error.message);
    throw error;
  }
}

/**
 * favicon.svg from an uploaded SVG, run in the worker: scripts, event handlers, embedded HTML,
 * links and style that reach outside the file, and animations that change a link are taken out
 * (svgo parses it; nothing else is changed), and the drawing is made square as the fit option says.
 */
export function sanitizeFaviconSvg(text: string, fit: FitMode): SanitizedSvg {
  refuseEntityBombs(text);
  const removed = new Set<RemovedKind>();
  let output: string;
  try {
    output = optimize(text, {
      plugins: [
        {
          name: 'faviconSanitize',
          fn: () => ({
            root: {
              enter(root) {
                clean(root, new Map(), removed);
                const svg = root.children.find((child): child is XastElement => child.type === 'element');
                if (svg) squareRoot(svg, fit);
              },
            },
          }),
        },
      ],
    }).data;
  } catch {
    throw new ProcessingError('errors.invalidType', 'Invalid file type. Please upload an image.');
  }
  return { text: output, removed: REMOVED_KINDS.filter((kind) => removed.has(kind)) };
}
