import { z } from 'zod/mini';
import type { ImageFormat } from '../../kits/image/header';
import type { OutputFormat } from '../../kits/image/encode';
import { MAX_SIDE } from '../../kits/image/limits';
import { DEFAULT_METADATA_MODE, metadataModeSchema } from '../../kits/image/metadata/metadata-mode';

/** Shared by the options panel (main thread) and the processor (worker). */
export const TARGET_FORMATS = ['same', 'jpeg', 'png', 'webp', 'avif'] as const;
/** The quality presets; a slider position that matches none of them reads "Custom". */
export const LEVELS = ['high', 'medium', 'low'] as const;
export type Level = (typeof LEVELS)[number];
export type LevelChoice = Level | 'custom';

export const optionsSchema = z.object({
  format: z.enum(TARGET_FORMATS),
  /** The quality preset: moves the slider, and sets the similarity target in "looks the same" mode. */
  level: z.enum([...LEVELS, 'custom']),
  quality: z.int().check(z.minimum(1), z.maximum(100)),
  /** "fixed": encode at `quality`; "similar": smallest file whose SSIMULACRA2 score stays above the level's target. */
  mode: z.enum(['fixed', 'similar']),
  /** 0 = no limit. */
  maxWidth: z.int().check(z.minimum(0), z.maximum(MAX_SIDE)),
  maxHeight: z.int().check(z.minimum(0), z.maximum(MAX_SIDE)),
  metadata: metadataModeSchema,
});
export type CompressOptions = z.infer<typeof optionsSchema>;

/**
 * Quality each preset sets, as the specification's "compression quality high / medium / low": high
 * quality means a larger, closer file (Squoosh's MozJPEG default is 75).
 */
export const LEVEL_QUALITY: Record<Level, number> = { high: 85, medium: 75, low: 60 };
/**
 * SSIMULACRA2 score each preset must keep in "looks the same" mode: 90 is the reference's
 * "visually lossless" (no difference in a flicker test), 85 none seen in place, 80 none side by side.
 */
export const LEVEL_SIMILARITY: Record<Level, number> = { high: 90, medium: 85, low: 80 };

/** The preset a slider position matches, or "custom". */
export function levelForQuality(quality: number): LevelChoice {
  return LEVELS.find((level) => LEVEL_QUALITY[level] === quality) ?? 'custom';
}

/** The similarity target of "looks the same" mode; a custom quality aims between the presets it sits between. */
export function similarityTarget(options: Pick<CompressOptions, 'level' | 'quality'>): number {
  if (options.level !== 'custom') return LEVEL_SIMILARITY[options.level];
  if (options.quality >= LEVEL_QUALITY.high) return LEVEL_SIMILARITY.high;
  if (options.quality <= LEVEL_QUALITY.low) return LEVEL_SIMILARITY.low;
  return LEVEL_SIMILARITY.medium;
}

export const DEFAULT_OPTIONS: CompressOptions = {
  format: 'same',
  level: 'medium',
  quality: LEVEL_QUALITY.medium,
  mode: 'fixed',
  maxWidth: 0,
  maxHeight: 0,
  metadata: DEFAULT_METADATA_MODE,
};

/** "Same as input" keeps the format where we can write it; BMP becomes PNG (lossless), HEIC (a photo) JPEG. */
export function outputFormatFor(input: ImageFormat, choice: CompressOptions['format']): OutputFormat {
  if (choice !== 'same') return choice;
  if (input === 'heic') return 'jpeg';
  if (input === 'jpeg' || input === 'png' || input === 'webp' || input === 'avif' || input === 'gif') return input;
  return 'png';
}
