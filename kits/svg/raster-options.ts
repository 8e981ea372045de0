import { z } from 'zod/mini';

/** What the SVG to PNG and SVG to JPG tools share: how big, on what background, how good. */
export const RASTER_SIZE_MODES = ['scale', 'width', 'height'] as const;
export type RasterSizeMode = (typeof RASTER_SIZE_MODES)[number];
export type RasterFormat = 'png' | 'jpeg';

export const MIN_SCALE = 0.5;
export const MAX_SCALE = 8;
/** Largest exact width or height offered (the pixel limit still applies to the product). */
export const MAX_EXACT_SIDE = 16_384;

export const rasterOptionsSchema = z.object({
  sizeMode: z.enum(RASTER_SIZE_MODES),
  scale: z.number().check(z.minimum(MIN_SCALE), z.maximum(MAX_SCALE)),
  width: z.int().check(z.minimum(1), z.maximum(MAX_EXACT_SIDE)),
  height: z.int().check(z.minimum(1), z.maximum(MAX_EXACT_SIDE)),
  /** PNG only: keep the SVG's transparency instead of filling with `background`. */
  transparent: z.boolean(),
  background: z.string().check(z.regex(/^#[\da-f]{6}$/i)),
  /** JPG only, 1–100. */
  quality: z.int().check(z.minimum(1), z.maximum(100)),
});
export type RasterOptions = z.infer<typeof rasterOptionsSchema>;

export const RASTER_DEFAULTS: Record<RasterFormat, RasterOptions> = {
  png: { sizeMode: 'scale', scale: 1, width: 512, height: 512, transparent: true, background: '#ffffff', quality: 90 },
  jpeg: { sizeMode: 'scale', scale: 1, width: 512, height: 512, transparent: false, background: '#ffffff', quality: 90 },
};

/** The output size in pixels for an SVG of `own` CSS pixels: scaled, or one side exact and the other by ratio. */
export function rasterTargetSize(own: { width: number; height: number }, options: Pick<RasterOptions, 'sizeMode' | 'scale' | 'width' | 'height'>) {
  const ratio = own.width / own.height;
  const side = (n: number) => Math.max(1, Math.round(n));
  switch (options.sizeMode) {
    case 'width':
      return { width: options.width, height: side(options.width / ratio) };
    case 'height':
      return { width: side(options.height * ratio), height: options.height };
    default:
      return { width: side(own.width * options.scale), height: side(own.height * options.scale) };
  }
}

/** Whether the output of `format` keeps transparency with these options. */
export function keepsTransparency(format: RasterFormat, options: Pick<RasterOptions, 'transparent'>): boolean {
  return format === 'png' && options.transparent;
}
