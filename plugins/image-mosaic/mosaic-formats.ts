import type { ImageFormat } from '../../kits/image/header';
import type { OutputFormat } from '../../kits/image/encode';

/** Formats the tool reads and writes back unchanged in kind. */
// GIF: the first frame (an animation's other frames are not kept).
// Apart from output-format.ts: the screen checks a file's format before any encoder is needed.
export const MOSAIC_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly OutputFormat[];
export type MosaicFormat = (typeof MOSAIC_FORMATS)[number];

/** What it reads: those, and HEIC (iPhone photos, through the image kit's libheif), written as JPEG. */
export const MOSAIC_INPUTS = [...MOSAIC_FORMATS, 'heic'] as const satisfies readonly ImageFormat[];
export type MosaicInput = (typeof MOSAIC_INPUTS)[number];

export function isMosaicInput(format: ImageFormat): format is MosaicInput {
  return (MOSAIC_INPUTS as readonly string[]).includes(format);
}

/** The format an input is written back in: its own, HEIC (which no browser encodes) as JPEG. */
export const mosaicOutputFormat = (input: MosaicInput): MosaicFormat => (input === 'heic' ? 'jpeg' : input);
