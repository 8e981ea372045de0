import { z } from 'zod';
import { countGraphemes } from '../../core/text/graphemes';

export const SHAPES = ['square', 'rounded', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];

/** What the icon shows: one or two letters, an emoji (drawn with the font the app ships), or a Tabler icon. */
export const MODES = ['text', 'emoji', 'icon'] as const;
export type Mode = (typeof MODES)[number];

/** Font choices as CSS stacks of fonts most systems have, ending in a generic family. */
export const FONT_STACKS = {
  sans: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "DejaVu Sans", "Noto Sans", sans-serif',
  serif: 'Georgia, "Times New Roman", "DejaVu Serif", "Noto Serif", serif',
  mono: '"SFMono-Regular", Consolas, Menlo, "DejaVu Sans Mono", "Noto Sans Mono", monospace',
  rounded: '"Arial Rounded MT Bold", "Nunito", "Varela Round", "Comfortaa", system-ui, sans-serif',
  condensed: '"Arial Narrow", "Roboto Condensed", "DejaVu Sans Condensed", "Liberation Sans Narrow", sans-serif',
} as const;
export type FontChoice = keyof typeof FONT_STACKS;
export const FONT_CHOICES = Object.keys(FONT_STACKS) as FontChoice[];

export const MIN_TEXT = 1;
export const MAX_TEXT = 2;
/** Font size is given on a 64 px design grid, the specification's default being 32. */
export const DESIGN_GRID = 64;

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

export const generatorOptionsSchema = z.object({
  mode: z.enum(MODES),
  text: z.string(),
  emoji: z.string().max(40),
  /** A Tabler outline icon's name, e.g. "rocket". */
  icon: z.string().regex(/^[a-z0-9-]{1,60}$/),
  font: z.enum(FONT_CHOICES as [FontChoice, ...FontChoice[]]),
  fontSize: z.number().int().min(8).max(64),
  fontColor: hexColour,
  backgroundColor: hexColour,
  shape: z.enum(SHAPES),
  appName: z.string().max(60),
  themeColor: hexColour,
});
export type GeneratorOptions = z.infer<typeof generatorOptionsSchema>;

export const GENERATOR_DEFAULTS: GeneratorOptions = {
  mode: 'text',
  text: 'F',
  emoji: '🚀',
  icon: 'rocket',
  font: 'sans',
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
