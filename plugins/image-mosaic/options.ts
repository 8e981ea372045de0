import { z } from 'zod';
import type { Rect, Size } from './geometry';

export const BLOCK_SIZE_MIN = 2;
export const BLOCK_SIZE_MAX = 200;

/** The remembered settings of the tool (regions are per image and never stored). */
export const mosaicSettingsSchema = z.object({
  blockSize: z.number().int().min(BLOCK_SIZE_MIN).max(BLOCK_SIZE_MAX),
  shape: z.enum(['square', 'circle']),
  whole: z.boolean(),
});
export type MosaicSettings = z.infer<typeof mosaicSettingsSchema>;

export const DEFAULT_SETTINGS: MosaicSettings = { blockSize: 20, shape: 'square', whole: false };

const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** What the worker gets: the settings and the regions in original-image pixels (EXIF orientation applied). */
export const mosaicJobSchema = mosaicSettingsSchema.extend({ regions: z.array(rectSchema) });
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
