/**
 * An SVG's size from its root element's width, height and viewBox, read from the text (no DOM, so
 * it works in workers, in Node and on the main thread alike).
 */
import { PX_PER_UNIT, splitLength } from './length';

export interface ViewBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

export interface SvgSize {
  /** CSS pixels the SVG asks for, resolved as a browser would when drawing it as an image. */
  width: number;
  height: number;
  /** The width/height attributes as written ('' when absent). */
  widthAttribute: string;
  heightAttribute: string;
  viewBox?: ViewBox;
  /** True when neither width/height nor viewBox said anything and the browser default was used. */
  fallback: boolean;
}

/** Browsers draw an SVG image with no size and no viewBox at 300 × 150 CSS pixels. */
export const DEFAULT_SVG_SIZE = { width: 300, height: 150 } as const;

/** A length attribute in CSS pixels; undefined for %, auto, empty or nonsense. */
export function parseLength(value: string | undefined): number | undefined {
  const length = splitLength(value);
  if (!length || length.unit === '%') return undefined;
  const px = length.n * (PX_PER_UNIT[length.unit] ?? NaN);
  return Number.isFinite(px) && px > 0 ? px : undefined;
}

export function parseViewBox(value: string | undefined): ViewBox | undefined {
  const parts = (value ?? '').trim().split(/[\s,]+/).map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [minX, minY, width, height] = parts;
  return width > 0 && height > 0 ? { minX, minY, width, height } : undefined;
}

/** The first start tag named svg (any prefix), skipping comments, processing instructions and DOCTYPE. */
export function rootSvgTag(text: string): string | undefined {
  const clean = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '').replace(/<!DOCTYPE(?:[^[>]*\[[\s\S]*?\]\s*>|[^>]*>)/i, '');
  return /<(?:[\w.-]+:)?svg(?=[\s/>])[^>]*>/.exec(clean)?.[0];
}

/** Attributes of one start tag, names as written (with prefixes), values unescaped for &quot; only. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]] = (match[2] ?? match[3]).replace(/&quot;/g, '"');
  }
  return attributes;
}

/** undefined when the text holds no <svg> element. */
export function readSvgSize(text: string): SvgSize | undefined {
  const tag = rootSvgTag(text);
  if (!tag) return undefined;
  const attributes = tagAttributes(tag);
  const widthAttribute = attributes.width ?? '';
  const heightAttribute = attributes.height ?? '';
  const viewBox = parseViewBox(attributes.viewBox);
  let width = parseLength(widthAttribute);
  let height = parseLength(heightAttribute);
  const ratio = viewBox ? viewBox.width / viewBox.height : undefined;
  if (width === undefined && height !== undefined && ratio) width = height * ratio;
  if (height === undefined && width !== undefined && ratio) height = width / ratio;
  if (width === undefined && height === undefined && viewBox) {
    // Only a viewBox: its user units become pixels, as in every editor and converter.
    width = viewBox.width;
    height = viewBox.height;
  }
  const fallback = width === undefined || height === undefined;
  return {
    width: width ?? DEFAULT_SVG_SIZE.width,
    height: height ?? DEFAULT_SVG_SIZE.height,
    widthAttribute,
    heightAttribute,
    viewBox,
    fallback,
  };
}
