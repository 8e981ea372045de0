import type { ImageFormat } from '../../kits/image/header';
import type { OutputFormat } from '../../kits/image/encode';

/** Formats the tool reads and writes back unchanged in kind. */
// GIF: the first frame (an animation's other frames are not kept).
// Apart from output-format.ts: the screen checks a file's format before any encoder is needed.
export const MOSAIC_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly OutputFormat[];
export type MosaicFormat = (typeof MOSAIC_FORMATS)[number];

export function isMosaicFormat(format: ImageFormat): format is MosaicFormat {
  return (MOSAIC_FORMATS as readonly string[]).includes(format);
}
