import { OUTPUT_EXTENSION, OUTPUT_MIME } from '../../kits/image/encode';
import { splitName } from '../../core/files/file-names';
import type { MosaicFormat } from './mosaic-formats';

export { MOSAIC_FORMATS, isMosaicInput, mosaicOutputFormat, type MosaicFormat } from './mosaic-formats';

/** Lossy quality for the re-encode: high, so only the mosaic changes visibly. */
export const OUTPUT_QUALITY = 92;

/** photo.JPEG → photo-mosaic.jpeg; the format comes from the bytes, the extension follows it. */
export function mosaicOutput(format: MosaicFormat, inputName: string): { name: string; type: string } {
  const { base, extension } = splitName(inputName);
  const kept = format === 'jpeg' && extension === 'jpeg' ? 'jpeg' : OUTPUT_EXTENSION[format];
  return { name: `${base}-mosaic.${kept}`, type: OUTPUT_MIME[format] };
}
