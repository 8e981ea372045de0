import { z } from 'zod/mini';
import { DEFAULT_METADATA_MODE, metadataModeSchema } from '../../kits/image/metadata/metadata-mode';

export const TARGETS = ['webp', 'png', 'jpeg', 'gif', 'avif'] as const;
export type Target = (typeof TARGETS)[number];
/** Targets whose size depends on a quality setting. */
export const LOSSY_TARGETS: readonly Target[] = ['webp', 'jpeg', 'avif'];

export const optionsSchema = z.object({
  target: z.enum(TARGETS),
  quality: z.int().check(z.minimum(1), z.maximum(100)),
  /** What transparent pixels become in a JPG (it has no alpha). */
  background: z.string().check(z.regex(/^#[\da-f]{6}$/i)),
  metadata: metadataModeSchema,
});
export type ConverterOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: ConverterOptions = { target: 'webp', quality: 80, background: '#ffffff', metadata: DEFAULT_METADATA_MODE };
