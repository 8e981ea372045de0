import { z } from 'zod/mini';
import { countGraphemes } from '../../core/text/graphemes';
import { SHIPPED_FONTS, type ShippedFont } from './shipped-fonts';

export const SHAPES = ['square', 'rounded', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];

/** What the icon shows: one or two letters, an emoji (drawn with the font the app ships), or a Tabler icon. */
export const MODES = ['text', 'emoji', 'icon'] as const;
export type Mode = (typeof MODES)[number];

/** Fonts chosen before the app shipped its own, and the shipped font closest to each. */
const LEGACY_FONTS: Record<string, ShippedFont> = { sans: 'inter', serif: 'merriweather', mono: 'roboto-mono', rounded: 'nunito', condensed: 'oswald' };

/** The shipped font for a saved choice (an unknown one reads as Inter). */
export function shippedFontOf(font: string): ShippedFont {
  return Object.hasOwn(SHIPPED_FONTS, font) ? (font as ShippedFont) : (LEGACY_FONTS[font] ?? 'inter');
}

/** For characters no shipped font has (Chinese, Japanese, Korean, symbols…): the system's fonts. */
export const SYSTEM_FONT_STACK = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Hiragino Sans", "Malgun Gothic", sans-serif';

export const MIN_TEXT = 1;
export const MAX_TEXT = 2;
/** Font size is given on a 64 px design grid, the specification's default being 32. */
export const DESIGN_GRID = 64;

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

export const generatorOptionsSchema = z.object({
  mode: z.enum(MODES),
  text: z.string(),
  emoji: z.string().check(z.maxLength(40)),
  /** A Tabler outline icon's name, e.g. "rocket". */
  icon: z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)),
  /** A shipped font's id (shipped-fonts.ts); older generic names are mapped by shippedFontOf. */
  font: z.string().check(z.maxLength(40)),
  fontSize: z.int().check(z.minimum(8), z.maximum(64)),
  fontColor: hexColour,
  backgroundColor: hexColour,
  shape: z.enum(SHAPES),
  appName: z.string().check(z.maxLength(60)),
  themeColor: hexColour,
});
export type GeneratorOptions = z.infer<typeof generatorOptionsSchema>;

export const GENERATOR_DEFAULTS: GeneratorOptions = {
  mode: 'text',
  text: 'F',
  emoji: '🚀',
  icon: 'rocket',
  font: 'inter',
  fontSize: 32,
  fontColor: '#ffffff',
  backgroundColor: '#06b6d4',
  shape: 'rounded',
  appName: 'My Website',
  themeColor: '#06b6d4',
};

/** The characters drawn in text and emoji modes. */
export const shownText = (options: GeneratorOptions) => (options.mode === 'emoji' ? options.emoji : options.text).trim();

/** Whether the options can be drawn: 1–2 characters of text, one emoji, or an icon name. */
export function canGenerate(options: GeneratorOptions): boolean {
  if (options.mode === 'icon') return options.icon.length > 0;
  if (options.mode === 'emoji') return countGraphemes(options.emoji.trim()) === 1;
  return isValidIconText(options.text);
}

/** 1 to 2 user-perceived characters ("é", "👍🏽" count as one); spaces around are ignored. */
export function isValidIconText(text: string): boolean {
  const count = countGraphemes(text.trim());
  return count >= MIN_TEXT && count <= MAX_TEXT;
}

/** Keeps at most two characters, so a third typed one is refused as it is typed. */
export function clampIconText(text: string): string {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return segments.slice(0, MAX_TEXT).map((segment) => segment.segment).join('');
}
