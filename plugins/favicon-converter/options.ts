import { z } from 'zod/mini';
import type { JobInput } from '../../core/processing/processor';
import { FIT_MODES } from '../../kits/favicon/fit';

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

export const converterOptionsSchema = z.object({
  fit: z.enum(FIT_MODES as ['pad', 'crop', 'stretch']),
  backgroundColor: hexColour,
  themeColor: hexColour,
  appName: z.string().check(z.maxLength(60)),
});
export type ConverterOptions = z.infer<typeof converterOptionsSchema>;

export const CONVERTER_DEFAULTS: ConverterOptions = {
  fit: 'pad',
  backgroundColor: '#ffffff',
  themeColor: '#ffffff',
  appName: 'My Website',
};

/**
 * What the screen sends the worker: the dropped file itself (read there) and, for an SVG source,
 * the PNG the page drew of it (workers cannot draw SVG).
 */
export interface ConverterInput extends JobInput {
  raster?: Blob;
}
