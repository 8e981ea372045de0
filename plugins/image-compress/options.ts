import { z } from 'zod';
import type { ImageFormat } from '../../core/processing/image/header';
import type { OutputFormat } from '../../core/processing/image/encode';
import { MAX_SIDE } from '../../core/processing/image/limits';

/** Shared by the options panel (main thread) and the processor (worker). */
export const TARGET_FORMATS = ['same', 'jpeg', 'png', 'webp', 'avif'] as const;
export const LEVELS = ['high', 'medium', 'low'] as const;
export type Level = (typeof LEVELS)[number];

export const optionsSchema = z.object({
  format: z.enum(TARGET_FORMATS),
  /** How hard to compress: sets the quality slider, and the similarity target in "looks the same" mode. */
  level: z.enum(LEVELS),
  quality: z.number().int().min(1).max(100),
  /** "fixed": encode at `quality`; "similar": smallest file whose SSIM stays above the level's target. */
  mode: z.enum(['fixed', 'similar']),
  /** 0 = no limit. */
  maxWidth: z.number().int().min(0).max(MAX_SIDE),
  maxHeight: z.number().int().min(0).max(MAX_SIDE),
  stripMetadata: z.boolean(),
});
export type CompressOptions = z.infer<typeof optionsSchema>;

/** Quality each level starts from (Squoosh's MozJPEG default is 75). */
export const LEVEL_QUALITY: Record<Level, number> = { high: 60, medium: 75, low: 85 };
/** SSIM (luma, 8×8 windows) each level must keep in "looks the same" mode. */
export const LEVEL_SIMILARITY: Record<Level, number> = { high: 0.97, medium: 0.98, low: 0.99 };

export const DEFAULT_OPTIONS: CompressOptions = {
  format: 'same',
  level: 'medium',
  quality: LEVEL_QUALITY.medium,
  mode: 'fixed',
  maxWidth: 0,
  maxHeight: 0,
  stripMetadata: true,
};

/** "Same as input" keeps the format where we can write it; BMP becomes PNG (lossless). */
export function outputFormatFor(input: ImageFormat, choice: CompressOptions['format']): OutputFormat {
  if (choice !== 'same') return choice;
  if (input === 'jpeg' || input === 'png' || input === 'webp' || input === 'avif' || input === 'gif') return input;
  return 'png';
}
