import { z } from 'zod/mini';
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

/** What the screen sends the worker: the (rasterised) image and, for an SVG source, its text. */
export interface ConverterInput {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  svg?: string;
}
