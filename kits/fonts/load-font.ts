import { parse, type Font } from 'opentype.js';

const loaded = new Map<string, Promise<Font>>();

/** A WOFF or OpenType font from our origin, fetched and parsed once (a failed load is forgotten). */
export function loadFont(url: string): Promise<Font> {
  let font = loaded.get(url);
  if (!font) {
    font = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return parse(await response.arrayBuffer());
    });
    font.catch(() => loaded.delete(url));
    loaded.set(url, font);
  }
  return font;
}
