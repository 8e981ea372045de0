import { z } from 'zod/mini';
import type { ImageFormat } from '../../kits/image/header';
import type { OutputFormat } from '../../kits/image/encode';
import { MAX_SIDE } from '../../kits/image/limits';
import { DEFAULT_METADATA_MODE, metadataModeSchema } from '../../kits/image/metadata/metadata-mode';

/** Shared by the options panel (main thread) and the processor (worker). "auto": the smallest per image. */
export const TARGET_FORMATS = ['same', 'auto', 'jpeg', 'png', 'webp', 'avif'] as const;
export const BUDGET_UNITS = ['KB', 'MB'] as const;
export const MODES = ['fixed', 'similar', 'budget'] as const;
/** Decimal units: a file that fits "300 KB" fits it whether a form counts 1000 or 1024 bytes to the KB. */
export const BUDGET_UNIT_BYTES: Record<(typeof BUDGET_UNITS)[number], number> = { KB: 1000, MB: 1_000_000 };
/** The quality presets; a slider position that matches none of them reads "Custom". */
export const LEVELS = ['high', 'medium', 'low'] as const;
export type Level = (typeof LEVELS)[number];
export type LevelChoice = Level | 'custom';

export const optionsSchema = z.object({
  format: z.enum(TARGET_FORMATS),
  /** The quality preset: moves the slider, and sets the similarity target in "looks the same" mode. */
  level: z.enum([...LEVELS, 'custom']),
  quality: z.int().check(z.minimum(1), z.maximum(100)),
  /**
   * "fixed": encode at `quality`; "similar": smallest file whose SSIMULACRA2 score stays above the level's target;
   * "budget": the best file that fits `budget` (each file, or the whole batch together).
   */
  mode: z.enum(MODES),
  budget: z.number().check(z.minimum(0), z.maximum(100_000)),
  budgetUnit: z.enum(BUDGET_UNITS),
  budgetScope: z.enum(['each', 'batch']),
  /** Budget mode: may make the picture smaller (in pixels) when no quality fits. */
  allowResize: z.boolean(),
  /** "Automatic" format: JPEG or PNG only, which every program opens. */
  everywhere: z.boolean(),
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
  budget: 300,
  budgetUnit: 'KB',
  budgetScope: 'each',
  allowResize: true,
  everywhere: false,
  maxWidth: 0,
  maxHeight: 0,
  metadata: DEFAULT_METADATA_MODE,
};

/** The options one job runs with: in a batch-wide budget, this file's share in bytes (set on the page). */
export type CompressJobOptions = CompressOptions & { share?: number };

/** The budget in bytes (whole bytes: 0.001 KB is 1 byte). */
export function budgetBytes(options: Pick<CompressOptions, 'budget' | 'budgetUnit'>): number {
  return Math.floor(options.budget * BUDGET_UNIT_BYTES[options.budgetUnit] + 1e-6);
}

/** "Same as input" keeps the format where we can write it; BMP becomes PNG (lossless), HEIC (a photo) JPEG. */
export function outputFormatFor(input: ImageFormat, choice: Exclude<CompressOptions['format'], 'auto'>): OutputFormat {
  if (choice !== 'same') return choice;
  if (input === 'heic') return 'jpeg';
  if (input === 'jpeg' || input === 'png' || input === 'webp' || input === 'avif' || input === 'gif') return input;
  return 'png';
}
