import type { FormatChoice } from './auto-format';
import { fitQualityToBudget, type BudgetSearchResult } from './byte-budget';
import { decodeEncoded } from './decode';
import { downscale } from './downscale';
import { encodeImage, OUTPUT_MIME } from './encode';
import type { Pixels } from './pixels';
import { ssimOfLuma, toLuma } from './ssim';

export interface BudgetFit extends FormatChoice {
  bytes: ArrayBuffer;
  /** The encoder quality, for lossy formats. */
  quality?: number;
  width: number;
  height: number;
  encodes: number;
}

/** No format, quality or (when allowed) size fits: `smallest` is the smallest file reachable, in bytes. */
export class BudgetUnreachable extends Error {
  constructor(readonly smallest: number) {
    super(`No setting fits the budget; the smallest file reachable is ${smallest} bytes`);
  }
}

/** With shrinking allowed, a smaller picture is preferred to a quality below this (it looks better at the same bytes). */
export const SHRINK_BELOW_QUALITY = 40;
const LOWEST_QUALITY = 10;

/** Shrinking stops at an eighth of each side, or a long side of 128 px, whichever is larger. */
export function smallestScale(width: number, height: number): number {
  return Math.min(1, Math.max(1 / 8, 128 / Math.max(width, height)));
}

/**
 * The best file that fits `budget` bytes: per choice the highest quality that fits; among several
 * choices the most faithful (SSIM against the picture). When nothing fits at a usable quality and
 * `allowResize`, the picture is made smaller, sized from the bytes just seen, and searched again.
 * Throws BudgetUnreachable. Worker-side (decodes with the browser's decoders).
 */
export async function encodeWithinBudget(image: Pixels, choices: FormatChoice[], budget: number, { allowResize }: { allowResize: boolean }): Promise<BudgetFit> {
  const floor = smallestScale(image.width, image.height);
  let scale = 1;
  let encodes = 0;
  let start = 75;
  for (;;) {
    const last = !allowResize || scale <= floor;
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const pixels = scale === 1 ? image : downscale(image, width, height);
    const fits: BudgetFit[] = [];
    let smallestHere = Infinity;
    for (const choice of choices) {
      const search = await fitChoice(pixels, choice, budget, last ? LOWEST_QUALITY : SHRINK_BELOW_QUALITY, start);
      encodes += search.encodes;
      smallestHere = Math.min(smallestHere, search.smallest.bytes.byteLength);
      if (search.fit) fits.push({ ...choice, bytes: search.fit.bytes, quality: isLossy(choice) ? search.fit.quality : undefined, width, height, encodes: 0 });
    }
    if (fits.length) return { ...(await mostFaithful(pixels, fits)), encodes };
    if (last) throw new BudgetUnreachable(smallestHere);
    // Bytes shrink about as fast as pixels: aim the next size at the budget from the smallest file made here.
    scale = Math.max(floor, Math.min(scale * 0.85, scale * Math.sqrt((budget * 0.9) / smallestHere)));
    start = SHRINK_BELOW_QUALITY + 25;
  }
}

const isLossy = (choice: FormatChoice) => !choice.lossless && (choice.format === 'jpeg' || choice.format === 'webp' || choice.format === 'avif');

/** A lossy format's quality search; for PNG, lossless then a 256-colour palette; else the one file it makes. */
async function fitChoice(pixels: Pixels, choice: FormatChoice, budget: number, min: number, start: number): Promise<BudgetSearchResult> {
  const encode = (quality: number) => encodeImage(pixels, choice.format, { quality, lossless: choice.lossless });
  if (isLossy(choice)) return fitQualityToBudget({ encode, budget, min, start });
  const levels = choice.format === 'png' ? [100, 60] : [100];
  let smallest: BudgetSearchResult['smallest'] | null = null;
  let encodes = 0;
  for (const quality of levels) {
    const bytes = await encode(quality);
    encodes++;
    if (!smallest || bytes.byteLength < smallest.bytes.byteLength) smallest = { quality, bytes };
    if (bytes.byteLength <= budget) return { fit: { quality, bytes }, smallest, encodes };
  }
  return { fit: null, smallest: smallest!, encodes };
}

/** Among files that fit, the one closest to the picture (luma SSIM); lossless ones are exact. */
async function mostFaithful(pixels: Pixels, fits: BudgetFit[]): Promise<BudgetFit> {
  if (fits.length === 1) return fits[0];
  const exact = fits.find((fit) => fit.lossless);
  if (exact) return exact;
  const reference = toLuma(pixels);
  let best = fits[0];
  let bestScore = -Infinity;
  for (const fit of fits) {
    const decoded = await decodeEncoded(fit.bytes, OUTPUT_MIME[fit.format]);
    const score = ssimOfLuma(reference, toLuma(decoded), pixels.width, pixels.height);
    if (score > bestScore) [best, bestScore] = [fit, score];
  }
  return best;
}
