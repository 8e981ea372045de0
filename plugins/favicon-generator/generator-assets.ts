/**
 * What the generator loads on demand from our own origin (plugins/favicon-generator/vite-engine.ts
 * writes it at build time, never committed, cached by the service worker on first use):
 * Tabler's outline icons with their search words, and Twemoji's pictures, one SVG per emoji.
 */
import { appPath } from '../../core/app/base-path';

export const GENERATOR_ASSETS = '/engines/favicon-generator';
export const ICON_SET_URL = appPath(`${GENERATOR_ASSETS}/tabler-outline.json`);
export const emojiSvgUrl = (file: string) => appPath(`${GENERATOR_ASSETS}/emoji/${file}.svg`);

/** One SVG element of an icon: its tag (path, circle, rect, line, polyline, polygon, ellipse) and attributes. */
export type IconNode = [tag: string, attributes: Record<string, string>];
/** An icon: its name (e.g. "rocket"), search words (tags and category, space-separated) and drawing. */
export type IconEntry = [name: string, words: string, nodes: IconNode[]];
export interface IconSet {
  version: string;
  icons: IconEntry[];
}
