/**
 * Main thread: applies SVG's conditional processing, which svg2pdf.js 2.8 ignores (it draws every
 * child of a <switch>). An element whose systemLanguage matches none of the browser's languages,
 * or that requires an extension, is removed; a <switch> keeps only its first child that passes.
 * Languages match on their primary subtag (en-GB matches en-US), requiredFeatures always passes,
 * as in Chromium.
 */

const primary = (tag: string) => tag.trim().toLowerCase().split('-')[0];

export function passes(element: Element, languages: readonly string[]): boolean {
  if (element.hasAttribute('requiredExtensions')) return false;
  const wanted = element.getAttribute('systemLanguage');
  if (wanted === null) return true;
  const user = new Set(languages.map(primary));
  return wanted.split(',').some((tag) => tag.trim() !== '' && user.has(primary(tag)));
}

/** Rewrites `root` in place (see the file comment). `languages`: the user's, e.g. navigator.languages. */
export function applyConditions(root: Element, languages: readonly string[]): void {
  for (const element of Array.from(root.querySelectorAll('[systemLanguage], [requiredExtensions]'))) if (!passes(element, languages)) element.remove();
  for (const choice of Array.from(root.querySelectorAll('switch'))) {
    const [, ...rest] = Array.from(choice.children);
    for (const element of rest) element.remove();
  }
}
