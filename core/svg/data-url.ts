/**
 * An SVG as a data: URL for <img>. Drawn as an image, an SVG runs no script and loads nothing
 * external, and a data: URL, unlike an object URL typed image/svg+xml, cannot be opened as a page
 * of our origin. (core/ui/safe-image-url.ts from the security work offers the same for any type.)
 */
export function svgDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The base64 form people paste into CSS (`url(data:image/svg+xml;base64,…)`). */
export function svgBase64DataUrl(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
