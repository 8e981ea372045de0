/**
 * An element's own declarations of a property: its style attribute first (it wins), then the
 * presentation attribute. Written values go in both, so readers of either agree.
 */

const declarationPattern = (property: string) => new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]*)`, 'gi');

/** The value the element itself declares for `property`, trimmed; undefined when it declares none. */
export function declaredValue(element: Element, property: string): string | undefined {
  const inStyle = Array.from((element.getAttribute('style') ?? '').matchAll(declarationPattern(property))).pop()?.[1];
  const value = inStyle?.replace(/!\s*important\s*$/i, '') ?? element.getAttribute(property);
  return value?.trim() || undefined;
}

function withoutDeclaration(element: Element, property: string): string {
  return (element.getAttribute('style') ?? '').replace(declarationPattern(property), '');
}

export function setDeclaration(element: Element, property: string, value: string): void {
  element.setAttribute(property, value);
  element.setAttribute('style', `${withoutDeclaration(element, property)};${property}:${value}`);
}

export function removeDeclaration(element: Element, property: string): void {
  element.removeAttribute(property);
  const style = withoutDeclaration(element, property);
  if (style.replace(/[\s;]/g, '')) element.setAttribute('style', style);
  else element.removeAttribute('style');
}
