/** Copies made by the rewrites, to the element each was copied from (see noteCopy). */
const origins = new WeakMap<Element, Element>();

/**
 * Records that `copy` (and each of its descendants) was copied from `original`, so it reads the
 * original's computed styles and box in a live copy.
 */
export function noteCopy(copy: Element, original: Element): void {
  origins.set(copy, original);
  const [copies, originals] = [copy, original].map((element) => Array.from(element.querySelectorAll('*')));
  if (copies.length === originals.length) copies.forEach((element, index) => origins.set(element, originals[index]));
}

/**
 * Main thread: runs `read` on a live copy of `root` in a hidden shadow root, where the browser
 * lays it out and computes its styles. `liveOf` gives the live copy of any element `root` had when
 * called, or of the element a later copy was made from (noteCopy); undefined for anything else.
 * `size`: the root's user space, given to the copy so percentages resolve as when drawn.
 */
export function withLiveCopy<T>(root: SVGSVGElement, read: (liveOf: (element: Element) => Element | undefined, live: SVGSVGElement) => T, size?: { width: number; height: number }): T {
  const host = document.createElement('div');
  // all:initial: the copy inherits nothing from the page (its font, colour), as in an <img>.
  host.style.cssText = 'all:initial;position:fixed;left:0;top:0;visibility:hidden;pointer-events:none;contain:strict;width:0;height:0;overflow:hidden';
  const shadow = host.attachShadow({ mode: 'closed' });
  const live = document.importNode(root, true) as SVGSVGElement;
  if (size && !live.hasAttribute('viewBox')) for (const [name, value] of Object.entries(size)) live.setAttribute(name, String(value));
  shadow.append(live);
  document.body.append(host);
  try {
    const all = Array.from(root.querySelectorAll('*'));
    const liveAll = Array.from(live.querySelectorAll('*'));
    const index = new Map(all.map((element, i) => [element, i]));
    const liveOf = (element: Element): Element | undefined => {
      if (element === root) return live;
      const at = index.get(element);
      if (at !== undefined) return liveAll[at];
      const original = origins.get(element);
      return original && liveOf(original);
    };
    return read(liveOf, live);
  } finally {
    host.remove();
  }
}
