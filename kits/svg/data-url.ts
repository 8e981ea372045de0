/**
 * An SVG as a data: URL for <img>: one implementation, in core/ui/safe-image-url.ts (drawn as an
 * image an SVG runs no script, and a data: URL cannot be opened as a page of our origin).
 */
export { svgToDataUrl as svgDataUrl } from '../../core/ui/safe-image-url';

/** The base64 form people paste into CSS (`url(data:image/svg+xml;base64,…)`). */
export function svgBase64DataUrl(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
