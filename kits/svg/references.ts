/** Same-document references of the SVG tools: url(#id) values and href attributes (DOM-free). */

export const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** url(#id), url( "#id" ): quotes and inner spaces allowed, as CSS reads it. */
const URL_REFERENCE = /url\(\s*(["']?)\s*#([^"'()\s]+)\s*\1\s*\)/gi;
const LEADING_REFERENCE = new RegExp(`^\\s*${URL_REFERENCE.source}\\s*([\\s\\S]*)$`, 'i');

export interface UrlReference {
  id: string;
  /** What follows the reference, trimmed (a paint's fallback colour); '' when nothing. */
  rest: string;
}

/** A value that starts with url(#id), and what follows it; undefined otherwise. */
export function parseUrlReference(value: string | null | undefined): UrlReference | undefined {
  const match = LEADING_REFERENCE.exec(value ?? '');
  return match ? { id: match[2], rest: match[3].trim() } : undefined;
}

/** The id of a value that is exactly url(#id) (clip-path, mask: nothing may follow); undefined otherwise. */
export function referencedId(value: string | null | undefined): string | undefined {
  const reference = parseUrlReference(value);
  return reference && !reference.rest ? reference.id : undefined;
}

/** Every url(#id) in `value` written plainly as url(#id). */
export const tidyUrlReferences = (value: string) => value.replace(URL_REFERENCE, 'url(#$2)').trim();

/** The id a same-document href names ("#id"); undefined for another document or none. */
export function fragmentId(href: string | null | undefined): string | undefined {
  const value = (href ?? '').trim();
  return value.startsWith('#') && value.length > 1 ? value.slice(1) : undefined;
}

/** An element's href: SVG 2's plain href wins over xlink:href (under whatever prefix is bound to XLink). */
const hrefOf = (element: Element) => element.getAttribute('href') ?? element.getAttributeNS(XLINK_NS, 'href') ?? '';

/** The id an element's href names in its document. */
export const hrefTarget = (element: Element) => fragmentId(hrefOf(element));

/**
 * The same for an element read into plain attributes (qualified names, XLink attributes under the
 * prefix xlink whatever the file bound: see attributeKey).
 */
export const hrefTargetIn = (attributes: Readonly<Record<string, string>>) => fragmentId(attributes.href ?? attributes['xlink:href']);

/** The key an attribute is kept under in plain attributes: its qualified name, XLink ones as xlink:name. */
export const attributeKey = (attribute: Attr) => (attribute.namespaceURI === XLINK_NS ? `xlink:${attribute.localName}` : attribute.name);
