import type { ImageFormat } from '../../core/processing/image/header';
import { OUTPUT_EXTENSION, OUTPUT_MIME, type OutputFormat } from '../../core/processing/image/encode';
import { splitName } from '../../core/files/file-names';

/** Formats the tool reads and writes back unchanged in kind. */
// GIF: the first frame (an animation's other frames are not kept).
export const MOSAIC_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly OutputFormat[];
export type MosaicFormat = (typeof MOSAIC_FORMATS)[number];

/** Lossy quality for the re-encode: high, so only the mosaic changes visibly. */
export const OUTPUT_QUALITY = 92;

export function isMosaicFormat(format: ImageFormat): format is MosaicFormat {
  return (MOSAIC_FORMATS as readonly string[]).includes(format);
}

/** photo.JPEG → photo-mosaic.jpeg; the format comes from the bytes, the extension follows it. */
export function mosaicOutput(format: MosaicFormat, inputName: string): { name: string; type: string } {
  const { base, extension } = splitName(inputName);
  const kept = format === 'jpeg' && extension === 'jpeg' ? 'jpeg' : OUTPUT_EXTENSION[format];
  return { name: `${base}-mosaic.${kept}`, type: OUTPUT_MIME[format] };
}
