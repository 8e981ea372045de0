import { parse, type Font } from 'opentype.js';
import { buildEngineFiles } from '../../core/processing/engine-files';

const loaded = new Map<string, Promise<Font>>();

/** A WOFF or OpenType font of this build's engine files, fetched, checked and parsed once (a failed load is forgotten). */
export function loadFont(url: string): Promise<Font> {
  let font = loaded.get(url);
  if (!font) {
    font = buildEngineFiles.fetch(url).then(parse);
    font.catch(() => loaded.delete(url));
    loaded.set(url, font);
  }
  return font;
}
