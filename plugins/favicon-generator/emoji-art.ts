import { buildEngineFiles, type EngineFiles } from '../../core/processing/engine-files';
import { emojiSvgUrl } from './generator-assets';

const ZWJ = '\u200d';
const hex = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16)).join('-');

/**
 * Twemoji's file names for an emoji, most likely first: its code points in hex joined by "-",
 * without the U+FE0F variation selector unless the emoji is a ZWJ sequence (Twemoji's own rule),
 * then with every selector dropped.
 */
export function twemojiNames(emoji: string): string[] {
  const text = emoji.trim();
  if (!text) return [];
  const bare = text.replace(/\ufe0f/g, '');
  return [...new Set([hex(text.includes(ZWJ) ? text : bare), hex(bare)])];
}

/** The emoji's picture as SVG text, fetched from our origin and checked; null when the set has no picture for it. */
export async function fetchEmojiSvg(emoji: string, files: EngineFiles = buildEngineFiles): Promise<string | null> {
  for (const name of twemojiNames(emoji)) {
    if (await files.has(emojiSvgUrl(name))) return new TextDecoder().decode(await files.fetch(emojiSvgUrl(name)));
  }
  return null;
}

/** The drawing inside an emoji SVG's root element (our own shipped file, not visitor content). */
export function svgBody(svg: string): { viewBox: string; body: string } {
  const open = /<svg\b[^>]*>/i.exec(svg);
  const viewBox = open && /viewBox="([^"]+)"/i.exec(open[0]);
  const end = svg.lastIndexOf('</svg>');
  if (!open || end < 0) throw new Error('Not an SVG');
  return { viewBox: viewBox?.[1] ?? '0 0 36 36', body: svg.slice(open.index + open[0].length, end) };
}
