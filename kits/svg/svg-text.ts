/** SVG bytes to text: UTF-8 (a BOM is dropped), or UTF-16 when a BOM says so. */
export function decodeSvgText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

/** True when the text looks like an SVG document (an <svg> element near the start). */
export function looksLikeSvg(text: string): boolean {
  return /<(?:[\w.-]+:)?svg[\s/>]/.test(text.slice(0, 64 * 1024)) || /<(?:[\w.-]+:)?svg[\s/>]/.test(text);
}
