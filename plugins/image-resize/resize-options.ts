import { z } from 'zod/mini';
import { MAX_SIDE } from '../../kits/image/limits';
import { DEFAULT_METADATA_MODE, metadataModeSchema } from '../../kits/image/metadata/metadata-mode';

export { MAX_SIDE };

export const resizeOptionsSchema = z.object({
  mode: z.enum(['pixels', 'percent']),
  width: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_SIDE))),
  height: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_SIDE))),
  percent: z.number().check(z.minimum(1), z.maximum(1000)),
  keepAspectRatio: z.boolean(),
  /** What of the input's metadata a JPEG keeps (other formats' encoders write none). */
  metadata: metadataModeSchema,
});

export type ResizeOptions = z.infer<typeof resizeOptionsSchema>;

/** The specification's defaults: by pixels, within 800 × 600 (aspect ratio kept); 100 % in percentage mode. */
export const DEFAULT_RESIZE_OPTIONS: ResizeOptions = {
  mode: 'pixels',
  width: 800,
  height: 600,
  percent: 100,
  keepAspectRatio: true,
  metadata: DEFAULT_METADATA_MODE,
};

export interface Size {
  width: number;
  height: number;
}

const clampSide = (n: number) => Math.min(MAX_SIDE, Math.max(1, Math.round(n)));

/**
 * The output size. With the aspect ratio kept, a width or a height alone scales the other side,
 * and both together fit the image inside that box.
 */
export function targetSize(original: Size, options: ResizeOptions): Size {
  if (options.mode === 'percent') {
    const factor = options.percent / 100;
    return { width: clampSide(original.width * factor), height: clampSide(original.height * factor) };
  }
  const { width, height } = options;
  if (!width && !height) return { ...original };
  if (!options.keepAspectRatio) {
    return { width: clampSide(width ?? original.width), height: clampSide(height ?? original.height) };
  }
  const scaleW = width ? width / original.width : Infinity;
  const scaleH = height ? height / original.height : Infinity;
  const scale = Math.min(scaleW, scaleH);
  return { width: clampSide(original.width * scale), height: clampSide(original.height * scale) };
}
