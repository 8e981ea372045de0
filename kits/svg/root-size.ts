import { rootSvgTag, type SvgSize } from './svg-size';

/**
 * The same SVG with its root drawn at exactly `width` × `height` CSS pixels: width and height are
 * replaced and a viewBox is added when missing (from the size the SVG had), so the vector drawing
 * is rendered at the target size instead of being drawn small and then stretched.
 */
export function withRootSize(text: string, own: SvgSize, width: number, height: number): string {
  const tag = rootSvgTag(text);
  if (!tag) return text;
  const start = text.indexOf(tag);
  if (start < 0) return text;
  let next = tag.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/g, '');
  const extra = [`width="${width}"`, `height="${height}"`];
  if (!own.viewBox) extra.push(`viewBox="0 0 ${own.width} ${own.height}"`, 'preserveAspectRatio="none"');
  next = next.replace(/^<([\w.:-]+)/, (open) => `${open} ${extra.join(' ')}`);
  return text.slice(0, start) + next + text.slice(start + tag.length);
}
