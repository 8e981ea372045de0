/**
 * Main thread: removes the references that loop, which svg2pdf.js follows until it fails: a <use>
 * that reaches itself (directly, through its ancestors or other uses) and a marker property inside
 * a marker naming that marker. Browsers draw neither, so nothing visible is lost. Markers on what a
 * <use> inside a marker draws are dropped too (browsers draw such nested markers small, once).
 */
import { hrefTarget, parseUrlReference } from '../../kits/svg/references';

const MAX_DEPTH = 32;
const MARKER_PROPERTIES = ['marker-start', 'marker-mid', 'marker-end', 'marker'];


/** Returns how many references were removed. */
export function dropReferenceCycles(root: Element): number {
  const byId = new Map<string, Element>();
  for (const element of [root, ...Array.from(root.querySelectorAll('[id]'))]) if (element.id && !byId.has(element.id)) byId.set(element.id, element);
  const target = (use: Element) => byId.get(hrefTarget(use) ?? '');
  const loops = (use: Element, path: Element[]): boolean => {
    const referenced = target(use);
    if (!referenced) return false;
    if (path.length > MAX_DEPTH || path.some((seen) => referenced === seen || referenced.contains(seen))) return true;
    const inner = [referenced, ...Array.from(referenced.querySelectorAll('use'))].filter((node) => node.localName === 'use');
    return inner.some((next) => loops(next, [...path, next]));
  };
  let removed = 0;
  for (const use of Array.from(root.querySelectorAll('use'))) {
    if (use.isConnected && loops(use, [use])) {
      use.remove();
      removed++;
    }
  }
  for (const marker of Array.from(root.querySelectorAll('marker'))) {
    // What a <use> inside the marker draws is drawn inside it too: markers there can reach back (svg2pdf.js follows them until it fails).
    const used = Array.from(marker.querySelectorAll('use')).flatMap((use) => {
      const referenced = target(use);
      return referenced ? [referenced, ...Array.from(referenced.querySelectorAll('*'))] : [];
    });
    const reaches = (element: Element, id: string) => byId.get(id)?.contains(element) || (used.includes(element) && byId.get(id)?.localName === 'marker');
    for (const element of [...Array.from(marker.querySelectorAll('*')), ...used]) {
      for (const name of MARKER_PROPERTIES) {
        const id = parseUrlReference(element.getAttribute(name))?.id;
        if (id && reaches(element, id)) {
          element.removeAttribute(name);
          removed++;
        }
      }
      const style = element.getAttribute('style');
      if (style && /marker/i.test(style)) {
        const kept = style.split(';').filter((declaration) => {
          const [name, value] = declaration.split(':');
          const id = parseUrlReference(value)?.id;
          return !(MARKER_PROPERTIES.includes(name?.trim()) && id && reaches(element, id));
        });
        element.setAttribute('style', kept.join(';'));
      }
    }
  }
  return removed;
}
