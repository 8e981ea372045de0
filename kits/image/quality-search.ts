/**
 * "Smallest file that still looks the same": binary search on the encoder's quality for the lowest
 * value whose perceptual score (SSIMULACRA2) against the original reaches the target, with a bounded number of encodes.
 * Assumes size and similarity grow with quality, which holds for MozJPEG, WebP and AVIF.
 */
export interface QualitySearch {
  encode(quality: number): Promise<ArrayBuffer>;
  similarity(encoded: ArrayBuffer): Promise<number>;
  target: number;
  min?: number;
  max?: number;
  maxEncodes?: number;
  /**
   * Stop once a file that misses the target is already this large: every file that reaches it is
   * larger still (size grows with quality), so it cannot beat a rival this size ("Automatic").
   */
  stopAbove?: number;
}

export interface QualitySearchResult {
  quality: number;
  bytes: ArrayBuffer;
  similarity: number;
  encodes: number;
  /** False when even the highest quality tried stayed under the target. */
  reachedTarget: boolean;
  /** True when `stopAbove` ended the search. */
  stopped?: boolean;
}

export async function searchQuality({ encode, similarity, target, min = 30, max = 95, maxEncodes = 6, stopAbove = Infinity }: QualitySearch): Promise<QualitySearchResult> {
  let low = min;
  let high = max;
  let encodes = 0;
  let best: QualitySearchResult | null = null;
  let closest: QualitySearchResult | null = null;
  while (low <= high && encodes < maxEncodes) {
    const quality = Math.round((low + high) / 2);
    const bytes = await encode(quality);
    const score = await similarity(bytes);
    encodes++;
    const candidate = { quality, bytes, similarity: score, encodes, reachedTarget: score >= target };
    if (score >= target) {
      best = candidate;
      high = quality - 1;
    } else {
      if (!closest || score > closest.similarity) closest = candidate;
      if (bytes.byteLength > stopAbove) return { ...(best ?? closest), encodes, stopped: true };
      low = quality + 1;
    }
  }
  if (best) return { ...best, encodes };
  // Nothing reached the target within the budget: the most faithful attempt is the honest answer.
  return { ...closest!, encodes };
}
