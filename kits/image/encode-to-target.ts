import { decodeEncoded } from './decode';
import { encodeImage, OUTPUT_MIME, type EncodeSettings, type OutputFormat } from './encode';
import type { Pixels } from './pixels';
import { searchQuality, type QualitySearchResult } from './quality-search';
import { ssimOfLuma, toLuma } from './ssim';

/**
 * The lowest quality whose decoded result keeps SSIM ≥ `target` against `image` (at most
 * `maxEncodes` encodes; `stopAbove` as in searchQuality). Worker-side: decodes candidates with the
 * browser's decoders.
 */
export async function encodeToSimilarity(
  image: Pixels,
  format: OutputFormat,
  settings: Omit<EncodeSettings, 'quality'>,
  target: number,
  { maxEncodes = 6, stopAbove }: { maxEncodes?: number; stopAbove?: number } = {},
): Promise<QualitySearchResult> {
  const reference = toLuma(image);
  return searchQuality({
    target,
    maxEncodes,
    stopAbove,
    encode: (quality) => encodeImage(image, format, { ...settings, quality }),
    similarity: async (bytes) => {
      const decoded = await decodeEncoded(bytes, OUTPUT_MIME[format]);
      return ssimOfLuma(reference, toLuma(decoded), image.width, image.height);
    },
  });
}
