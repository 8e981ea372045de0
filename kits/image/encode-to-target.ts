import { decodeEncoded } from './decode';
import { encodeImage, OUTPUT_MIME, type LossyFormat } from './encode';
import type { Pixels } from './pixels';
import { MAP_SIDE, perceptualScore, type PerceptualScore } from './perceptual-score';
import { searchQuality, type QualitySearchResult } from './quality-search';
import { ssimulacra2, type Ssimulacra2Result } from './ssimulacra2/ssimulacra2';

export interface SimilaritySearchResult extends QualitySearchResult {
  /** The chosen file's score and difference map, from the search's own measurement of it. */
  measured: PerceptualScore;
}

/**
 * The lowest quality whose decoded result keeps SSIMULACRA2 ≥ `target` against `image` (at most
 * `maxEncodes` encodes; `stopAbove` as in searchQuality). Worker-side: decodes candidates with the browser's decoders. Each
 * candidate's difference map comes with its score, so the chosen file needs no scoring pass of its own.
 */
export async function encodeToSimilarity(
  image: Pixels,
  format: LossyFormat,
  target: number,
  { maxEncodes = 6, stopAbove }: { maxEncodes?: number; stopAbove?: number } = {},
): Promise<SimilaritySearchResult> {
  const results = new Map<ArrayBuffer, Ssimulacra2Result>();
  const found = await searchQuality({
    target,
    maxEncodes,
    stopAbove,
    encode: (quality) => encodeImage(image, { format, quality }),
    similarity: async (bytes) => {
      const decoded = await decodeEncoded(bytes, OUTPUT_MIME[format]);
      const result = ssimulacra2(image, decoded, { differenceMapSide: MAP_SIDE });
      results.set(bytes, result);
      return result.score;
    },
  });
  return { ...found, measured: await perceptualScore(results.get(found.bytes)!) };
}
