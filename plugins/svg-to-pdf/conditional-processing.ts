import { passesConditionalAttributes } from '../../kits/svg/conditional-attributes';

/**
 * Main thread: applies SVG's conditional processing, which svg2pdf.js 2.8 ignores (it draws no
 * <switch> and ignores systemLanguage). A drawn element whose systemLanguage matches none of the
 * browser's languages, or that requires an extension, is removed; a <switch> becomes a group of
 * its first child that passes.
 * Languages match on their primary subtag (en-GB matches en-US), requiredFeatures always passes,
 * as in Chromium.
 */

/** Conditions do not apply to what is only referenced. */
const NOT_RENDERED = new Set(['clipPath', 'mask', 'linearGradient', 'radialGradient', 'pattern', 'marker', 'symbol', 'filter']);

export function passes(element: Element, languages: readonly string[]): boolean {
  return passesConditionalAttributes(element.getAttribute('requiredExtensions'), element.getAttribute('systemLanguage'), languages);
}

/** Rewrites `root` in place (see the file comment). `languages`: the user's, e.g. navigator.languages. */
export function applyConditions(root: Element, languages: readonly string[]): void {
  for (const element of Array.from(root.querySelectorAll('[systemLanguage], [requiredExtensions]'))) if (!NOT_RENDERED.has(element.localName) && !passes(element, languages)) element.remove();
  for (const choice of Array.from(root.querySelectorAll('switch'))) {
    const group = choice.ownerDocument.createElementNS(choice.namespaceURI, 'g');
    for (const attribute of Array.from(choice.attributes)) group.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    const first = choice.firstElementChild;
    if (first) group.append(first);
    choice.replaceWith(group);
  }
}
