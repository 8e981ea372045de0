/**
 * SVG's conditional processing as Chromium applies it, for both writers: an element whose
 * systemLanguage matches none of the user's languages, or that requires an extension, is not
 * rendered, nor referenced; a <switch> renders one child.
 * Languages match on their primary subtag (en-GB passes for en-US); requiredFeatures always passes.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Conditions do not apply to what is only referenced. */
const NOT_RENDERED = new Set(['clipPath', 'mask', 'linearGradient', 'radialGradient', 'pattern', 'marker', 'symbol', 'filter']);

const primary = (tag: string) => tag.trim().toLowerCase().split('-')[0];

/** The languages conditional processing tests against: the browser's (navigator.languages). */
export function userLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return ['en-US'];
  return navigator.languages?.length ? navigator.languages : [navigator.language || 'en-US'];
}

/** Whether an element passes its conditional attributes (requiredExtensions names nothing Chromium supports). */
export function passesConditions(element: Element, languages: readonly string[]): boolean {
  if (element.getAttribute('requiredExtensions') !== null) return false;
  const systemLanguage = element.getAttribute('systemLanguage');
  if (systemLanguage === null) return true;
  const user = new Set(languages.map(primary));
  return systemLanguage.split(',').some((tag) => tag.trim() !== '' && user.has(primary(tag)));
}

/**
 * The descendants of `root` conditional processing leaves out: those failing their conditions, and
 * each child of a <switch> but the one it renders, as Chromium picks it: its first child element in
 * the SVG namespace that passes. Any SVG element counts, one that draws nothing too: Chromium
 * renders nothing for <switch><desc/><rect/></switch> (SVG 2's "first rendered child" would draw
 * the rect), and both writers are measured against Chromium's render.
 */
export function conditionallyOmitted(root: Element, languages: readonly string[]): Set<Element> {
  const omitted = new Set<Element>();
  for (const element of Array.from(root.querySelectorAll('[systemLanguage], [requiredExtensions]'))) {
    if (!NOT_RENDERED.has(element.localName) && !passesConditions(element, languages)) omitted.add(element);
  }
  for (const choice of Array.from(root.querySelectorAll('switch'))) {
    const chosen = Array.from(choice.children).find((child) => child.namespaceURI === SVG_NS && !omitted.has(child));
    for (const child of Array.from(choice.children)) if (child !== chosen) omitted.add(child);
  }
  return omitted;
}

/** Applies conditional processing to `root`'s descendants in place: what it leaves out is removed, each <switch> becomes a group. */
export function applyConditionalProcessing(root: Element, languages: readonly string[]): void {
  for (const element of conditionallyOmitted(root, languages)) element.remove();
  for (const choice of Array.from(root.querySelectorAll('switch'))) {
    const group = choice.ownerDocument.createElementNS(choice.namespaceURI, 'g');
    for (const attribute of Array.from(choice.attributes)) group.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    group.append(...Array.from(choice.children));
    choice.replaceWith(group);
  }
}
