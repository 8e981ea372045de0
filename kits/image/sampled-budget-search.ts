import { BUDGET_QUALITY_MAX, fitQualityToBudget, type BudgetAttempt } from './byte-budget';

export interface SampledBudgetSearch {
  /** The whole picture at a quality: what the visitor gets. */
  encode(quality: number): Promise<ArrayBuffer>;
  /** A small part of it (see bandSample) at a quality: cheap, to predict the whole. */
  encodeSample(quality: number): Promise<ArrayBuffer>;
  /** The sample's share of the picture's pixels: the first guess of sample bytes per full byte. */
  share: number;
  budget: number;
  min: number;
  max?: number;
  /** Where the sample's search starts. */
  start?: number;
  /**
   * When nothing fits: make the smallest file for real (for the message) rather than trust a
   * prediction that misses the budget clearly (enough to pick a smaller size).
   */
  exactSmallest: boolean;
  /** Whole-picture encodes at most, before falling back to a plain search. */
  maxEncodes?: number;
}

export interface SampledBudgetResult {
  fit: BudgetAttempt | null;
  /** The smallest file reachable, in bytes: measured, or predicted when `exactSmallest` is false and it missed clearly. */
  smallest: number;
  /** Whole-picture encodes. */
  encodes: number;
  /** Sample encodes (each a fraction of a whole one). */
  sampleEncodes: number;
}

/** The first whole file aims this far under the budget: the sample predicts within a few per cent. */
const FIRST_AIM = 0.97;
/** Once a whole file has measured the sample's error, the prediction is closer. */
const CALIBRATED_AIM = 0.99;
/** A predicted smallest file this far over the budget is not made: the budget cannot be met at this size. */
const CLEAR_MISS = 1.15;

/**
 * The highest quality whose whole file fits `budget`, predicted on a sample: the sample's own
 * search finds the quality (several cheap encodes), the whole picture is encoded there, and its
 * bytes correct the sample's scale (whole bytes per sample byte) for the next round, if any. On
 * photos this takes one or two whole encodes where a search on the whole picture takes three to six.
 */
export async function fitQualityBySample({ encode, encodeSample, share, budget, min, max = BUDGET_QUALITY_MAX, start, exactSmallest, maxEncodes = 3 }: SampledBudgetSearch): Promise<SampledBudgetResult> {
  const sampled = new Map<number, number>();
  const sampleBytes = async (quality: number) => {
    if (!sampled.has(quality)) sampled.set(quality, (await encodeSample(quality)).byteLength);
    return sampled.get(quality)!;
  };
  let scale = 1 / share;
  let fit: BudgetAttempt | null = null;
  let smallest: BudgetAttempt | null = null;
  /** Highest quality whose whole file fits, lowest whose does not. */
  let low = min - 1;
  let high = max + 1;
  let encodes = 0;
  while (encodes < maxEncodes && high - low > 1) {
    const aim = budget * (encodes ? CALIBRATED_AIM : FIRST_AIM);
    const predicted = await fitQualityToBudget({
      encode: async (quality) => new ArrayBuffer(Math.round((await sampleBytes(quality)) * scale)),
      budget: aim,
      min: low + 1,
      max: high - 1,
      start: start === undefined ? undefined : Math.min(high - 1, Math.max(low + 1, start)),
      closeEnough: 0.985,
      maxEncodes: 8,
    });
    if (!predicted.fit) {
      // A whole file fits one step below: the prediction says the next does not.
      if (fit) break;
      const reachable = (await sampleBytes(low + 1)) * scale;
      if (!exactSmallest && reachable > budget * CLEAR_MISS) return { fit: null, smallest: Math.round(reachable), encodes, sampleEncodes: sampled.size };
    }
    const quality = predicted.fit?.quality ?? low + 1;
    const bytes = await encode(quality);
    encodes++;
    scale = bytes.byteLength / (await sampleBytes(quality));
    if (!smallest || bytes.byteLength < smallest.bytes.byteLength) smallest = { quality, bytes };
    if (bytes.byteLength <= budget) {
      fit = { quality, bytes };
      low = quality;
      // Calibrated on this file: stop unless the next quality would fit too.
      if (quality === max || (await sampleBytes(quality + 1)) * scale > budget) break;
    } else {
      high = quality;
    }
  }
  if (!fit && high > min && encodes >= maxEncodes) {
    // The sample misled three times (a picture whose rows differ wildly): search the rest plainly.
    const rest = await fitQualityToBudget({ encode, budget, min, max: high - 1 });
    encodes += rest.encodes;
    fit = rest.fit;
    if (rest.smallest.bytes.byteLength < smallest!.bytes.byteLength) smallest = rest.smallest;
  }
  return { fit, smallest: smallest!.bytes.byteLength, encodes, sampleEncodes: sampled.size };
}
