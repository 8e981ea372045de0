import { NAMED_COLOURS } from './named-colours';
import { parseUrlReference } from '../../kits/svg/references';

/** Red, green, blue in 0–255 and alpha in 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export type Paint =
  | { kind: 'none' }
  | { kind: 'colour'; colour: Rgba }
  | { kind: 'current' }
  | { kind: 'url'; id: string; fallback?: Paint }
  /** context-fill or context-stroke: the paint of the <use> or marked shape the element is drawn for. */
  | { kind: 'context'; layer: 'fill' | 'stroke' };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function channel(token: string): number {
  return token.endsWith('%') ? clamp((parseFloat(token) / 100) * 255, 0, 255) : clamp(parseFloat(token), 0, 255);
}

function alphaOf(token: string | undefined): number {
  if (token === undefined) return 1;
  return token.endsWith('%') ? clamp(parseFloat(token) / 100, 0, 1) : clamp(parseFloat(token), 0, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A CSS colour (hex, rgb[a](), hsl[a](), named, transparent); undefined when not one. */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLOURS[text];
  if (named !== undefined) return { r: named >> 16, g: (named >> 8) & 0xff, b: named & 0xff, a: 1 };
  const hex = /^#([\da-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length !== 6 && full.length !== 8) return undefined;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (!fn) return undefined;
  const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((p) => !Number.isFinite(parseFloat(p)))) return undefined;
  // The comma syntax takes channels all numbers or all percentages (CSS Color 4).
  const percents = parts.slice(0, 3).filter((p) => p.endsWith('%')).length;
  if (fn[1].startsWith('rgb') && fn[2].includes(',') && percents % 3 !== 0) return undefined;
  if (fn[1].startsWith('rgb')) return { r: channel(parts[0]), g: channel(parts[1]), b: channel(parts[2]), a: alphaOf(parts[3]) };
  const [r, g, b] = hslToRgb(((parseFloat(parts[0]) % 360) + 360) % 360, clamp(parseFloat(parts[1]) / 100, 0, 1), clamp(parseFloat(parts[2]) / 100, 0, 1));
  return { r, g, b, a: alphaOf(parts[3]) };
}

/** A fill or stroke value: none, a colour, currentColor, context-fill/-stroke or url(#id) with an optional fallback; undefined when invalid. */
export function parsePaint(value: string): Paint | undefined {
  const text = value.trim();
  if (text === 'none') return { kind: 'none' };
  const keyword = text.toLowerCase();
  if (keyword === 'currentcolor') return { kind: 'current' };
  if (keyword === 'context-fill' || keyword === 'context-stroke') return { kind: 'context', layer: keyword === 'context-fill' ? 'fill' : 'stroke' };
  const url = parseUrlReference(text);
  if (url) {
    // A fallback that does not parse (an ICC colour) makes the whole value invalid, as in Chromium.
    const fallback = url.rest ? parsePaint(url.rest) : undefined;
    return url.rest && !fallback ? undefined : { kind: 'url', id: url.id, fallback };
  }
  const colour = parseColour(text);
  return colour && { kind: 'colour', colour };
}

/** The colour seen when `colour` at `opacity` is painted over white (how EPS, which has no alpha, shows it). */
export function flattenOnWhite(colour: Rgba, opacity: number): Rgba {
  const a = clamp(colour.a * opacity, 0, 1);
  const mix = (c: number) => c * a + 255 * (1 - a);
  return { r: mix(colour.r), g: mix(colour.g), b: mix(colour.b), a: 1 };
}
