/**
 * Main thread: SVG text as a detached, inert <svg> element for svg2pdf.js, which reads the DOM
 * and loads images itself. A document made by DOMParser never runs script; on top of that,
 * scripts, foreign content and event handlers are removed, and every link that is not inside the
 * file (#id) or an embedded raster image (data:image/…) is dropped, so nothing is fetched.
 */
const DROP_ELEMENTS = new Set(['script', 'foreignObject', 'iframe', 'object', 'embed', 'audio', 'video', 'animate', 'set', 'animateTransform', 'animateMotion']);
/** A url() to anything but #id or data: (the look-ahead sees past spaces and quotes: `url( '#a' )` is local). */
const REMOTE_URL = /url\(\s*['"]?\s*(?![\s'"]|#|data:)/i;
const SAFE_LINK = /^\s*(#|data:image\/(png|jpe?g|gif|webp);)/i;

export function inertSvgElement(text: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement as unknown as SVGSVGElement;
  for (const element of Array.from(root.querySelectorAll('*')).concat(root)) {
    if (DROP_ELEMENTS.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.localName.toLowerCase();
      const external = (name === 'href' || name === 'src') && !SAFE_LINK.test(attribute.value);
      const remoteUrl = REMOTE_URL.test(attribute.value);
      if (name.startsWith('on') || external || remoteUrl) element.removeAttributeNode(attribute);
    }
    if (element.localName === 'style') element.textContent = (element.textContent ?? '').replace(/@import[^;]*;?/gi, '').replace(new RegExp(`${REMOTE_URL.source}[^)]*\\)`, 'gi'), 'none');
  }
  return root;
}

/** Characters jsPDF's standard fonts cannot show. */
export const BEYOND_LATIN1 = /[^\t\n\r\u0020-\u00ff]/;

/** True when the SVG has text that the PDF standard fonts (Latin-1 only) cannot show, e.g. CJK. */
export function hasTextBeyondLatin1(root: Element): boolean {
  return Array.from(root.querySelectorAll('text')).some((text) => BEYOND_LATIN1.test(text.textContent ?? ''));
}
