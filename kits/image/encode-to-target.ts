import { decodeEncoded } from './decode';
import { encodeImage, OUTPUT_MIME, type EncodeSettings, type OutputFormat } from './encode';
import type { Pixels } from './pixels';
import { searchQuality, type QualitySearchResult } from './quality-search';
import { ssimulacra2 } from './ssimulacra2/ssimulacra2';

/**
 * The lowest quality whose decoded result keeps SSIMULACRA2 ≥ `target` against `image` (at most
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
  return searchQuality({
    target,
    maxEncodes,
    stopAbove,
    encode: (quality) => encodeImage(image, format, { ...settings, quality }),
    similarity: async (bytes) => {
      const decoded = await decodeEncoded(bytes, OUTPUT_MIME[format]);
      return ssimulacra2(image, decoded).score;
    },
  });
}
