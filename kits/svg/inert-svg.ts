import { attributeRemoval, cleanCss, elementRemoval } from './outside-references';

/**
 * Main thread: SVG text as a detached, inert <svg> element for svg2pdf.js and the live copies the
 * SVG tools lay out in the page (kits/svg/live-copy.ts), which would load whatever the SVG links to.
 * A document made by DOMParser never runs script; on top of that, what outside-references.ts says
 * goes is removed (scripts, embedded HTML, handlers, links and CSS that leave the file), and
 * animations, since the drawing is taken as it first shows.
 */
const ANIMATIONS = new Set(['animate', 'set', 'animateTransform', 'animateMotion', 'animateColor']);

export function inertSvgElement(text: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement as unknown as SVGSVGElement;
  for (const element of Array.from(root.querySelectorAll('*')).concat(root)) {
    if (ANIMATIONS.has(element.localName) || (element !== root && elementRemoval(element.localName, element.namespaceURI, element.getAttribute('attributeName')))) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      if (attributeRemoval(attribute.name, attribute.value, element.localName)) element.removeAttributeNode(attribute);
    }
    const style = cleanCss(element.getAttribute('style') ?? '');
    if (style.changed) element.setAttribute('style', style.text);
    if (element.localName === 'style') {
      const sheet = cleanCss(element.textContent ?? '');
      if (sheet.changed) element.textContent = sheet.text;
    }
  }
  return root;
}

/** Characters jsPDF's standard fonts cannot show. */
export const BEYOND_LATIN1 = /[^\t\n\r\u0020-\u00ff]/;

/** True when the SVG has text that the PDF standard fonts (Latin-1 only) cannot show, e.g. CJK. */
export function hasTextBeyondLatin1(root: Element): boolean {
  return Array.from(root.querySelectorAll('text')).some((text) => BEYOND_LATIN1.test(text.textContent ?? ''));
}
