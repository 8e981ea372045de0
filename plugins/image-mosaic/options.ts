import { z } from 'zod/mini';
import type { Rect, Size } from './geometry';

/**
 * Block size in the image's own pixels. The specification's range is 3–30 with 10 as the default and
 * presets 5/10/15/20; the slider goes on to 200 because on a 12-megapixel photo 30 px blocks still
 * leave a close-up face recognisable.
 */
export const BLOCK_SIZE_MIN = 3;
export const BLOCK_SIZE_MAX = 200;
export const BLOCK_SIZE_PRESETS = [5, 10, 15, 20] as const;

/** The remembered settings of the tool (regions are per image and never stored). */
export const mosaicSettingsSchema = z.object({
  blockSize: z.int().check(z.minimum(BLOCK_SIZE_MIN), z.maximum(BLOCK_SIZE_MAX)),
  shape: z.enum(['square', 'circle']),
  whole: z.boolean(),
});
export type MosaicSettings = z.infer<typeof mosaicSettingsSchema>;

export const DEFAULT_SETTINGS: MosaicSettings = { blockSize: 10, shape: 'square', whole: false };

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/**
 * What the worker gets: the settings and the regions in original-image pixels (EXIF orientation
 * applied); with `preview`, the editor's upright working copy is decoded instead (load-preview.ts).
 */
export const mosaicJobSchema = z.extend(mosaicSettingsSchema, { regions: z.array(rectSchema), preview: z.optional(z.boolean()) });
export type MosaicJob = z.infer<typeof mosaicJobSchema>;

/** The regions a job pixelates: the whole image when asked, otherwise the ones drawn. */
export function regionsToApply(job: Pick<MosaicJob, 'regions' | 'whole'>, image: Size): Rect[] {
  return job.whole ? [{ x: 0, y: 0, width: image.width, height: image.height }] : job.regions;
}

/** Is there anything to apply? */
export function hasWork(job: Pick<MosaicJob, 'regions' | 'whole'>): boolean {
  return job.whole || job.regions.length > 0;
}

/** Identifies a job's inputs, to tell whether a result still matches the current edits. */
export function jobKey(job: MosaicJob): string {
  return JSON.stringify([job.blockSize, job.shape, job.whole, job.whole ? [] : job.regions]);
}
