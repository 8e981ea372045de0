import { choiceSettings, type FormatChoice } from './auto-format';
import { bandSample } from './band-sample';
import { fitQualityToBudget, type BudgetAttempt } from './byte-budget';
import { decodeEncoded } from './decode';
import { downscale } from './downscale';
import { encodeImage, OUTPUT_MIME, type OutputFormat } from './encode';
import type { Pixels } from './pixels';
import { fitQualityBySample } from './sampled-budget-search';
import { ssimOfLuma, toLuma } from './ssim';

export interface BudgetFit extends FormatChoice {
  bytes: ArrayBuffer;
  /** The encoder quality, for lossy formats. */
  quality?: number;
  width: number;
  height: number;
  /** Whole-picture encodes made by the search. */
  encodes: number;
  /** Encodes of band samples (each about an eighth of a whole one). */
  sampleEncodes: number;
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

/**
 * Bits per pixel at a few qualities, the median of five of the project's real photos (1.3–4.9 MP;
 * each photo lies within about 3× of it): where the first encode starts, so that a generous budget
 * takes one encode and a tight one two or three.
 */
const TYPICAL_BITS_PER_PIXEL: Partial<Record<OutputFormat, [number, number][]>> = {
  jpeg: [[20, 0.08], [40, 0.143], [60, 0.201], [75, 0.278], [90, 0.83], [95, 1.406]],
  webp: [[20, 0.065], [40, 0.093], [60, 0.126], [75, 0.157], [90, 0.429], [95, 0.681]],
  avif: [[30, 0.036], [60, 0.065], [90, 0.31]],
};

/** The quality whose typical file is just under the budget (log-bits interpolated), or 75 for formats without a table. */
export function typicalQualityFor(format: OutputFormat, budget: number, pixels: number): number {
  const table = TYPICAL_BITS_PER_PIXEL[format];
  if (!table || pixels <= 0) return 75;
  const bits = Math.log(Math.max(1e-6, (budget * 8 * 0.9) / pixels));
  const at = table.findIndex(([, bpp]) => Math.log(bpp) > bits);
  if (at === 0) return table[0][0];
  if (at < 0) return table.at(-1)![0];
  const [[q0, b0], [q1, b1]] = [table[at - 1], table[at]];
  return Math.round(q0 + ((bits - Math.log(b0)) * (q1 - q0)) / (Math.log(b1) - Math.log(b0)));
}

/** Shrinking stops at an eighth of each side, or a long side of 128 px, whichever is larger. */
export function smallestScale(width: number, height: number): number {
  return Math.min(1, Math.max(1 / 8, 128 / Math.max(width, height)));
}

/**
 * The best file that fits `budget` bytes: per choice the highest quality that fits; among several
 * choices the most faithful (SSIM against the picture). When nothing fits at a usable quality and
 * `allowResize`, the picture is made smaller, sized from the bytes just seen, and searched again.
 * `reserve`: bytes a format's file must leave free in the budget (the metadata written into it after).
 * Throws BudgetUnreachable. Worker-side (decodes with the browser's decoders).
 */
export async function encodeWithinBudget(
  image: Pixels,
  choices: FormatChoice[],
  budget: number,
  { allowResize, reserve = () => 0 }: { allowResize: boolean; reserve?: (format: OutputFormat) => number },
): Promise<BudgetFit> {
  const floor = smallestScale(image.width, image.height);
  let scale = 1;
  let encodes = 0;
  let sampleEncodes = 0;
  for (;;) {
    const last = !allowResize || scale <= floor;
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const pixels = scale === 1 ? image : downscale(image, width, height);
    const fits: BudgetFit[] = [];
    let smallestHere = Infinity;
    for (const choice of choices) {
      const room = budget - reserve(choice.format);
      const start = typicalQualityFor(choice.format, room, width * height);
      const search = await fitChoice(pixels, choice, room, { min: last ? LOWEST_QUALITY : SHRINK_BELOW_QUALITY, start, last });
      encodes += search.encodes;
      sampleEncodes += search.sampleEncodes ?? 0;
      smallestHere = Math.min(smallestHere, search.smallest + budget - room);
      if (search.fit) fits.push({ ...choice, bytes: search.fit.bytes, quality: isLossy(choice) ? search.fit.quality : undefined, width, height, encodes: 0, sampleEncodes: 0 });
    }
    if (fits.length) return { ...(await mostFaithful(pixels, fits)), encodes, sampleEncodes };
    if (last) throw new BudgetUnreachable(smallestHere);
    // Bytes shrink about as fast as pixels: aim the next size at the budget from the smallest file made here.
    scale = Math.max(floor, Math.min(scale * 0.85, scale * Math.sqrt((budget * 0.9) / smallestHere)));
  }
}

const isLossy = (choice: FormatChoice) => !choice.lossless && (choice.format === 'jpeg' || choice.format === 'webp' || choice.format === 'avif');

interface ChoiceSearch {
  fit: BudgetAttempt | null;
  /** The smallest file reachable, in bytes (predicted when it clearly misses and a smaller size comes next). */
  smallest: number;
  encodes: number;
  sampleEncodes?: number;
}

/**
 * A lossy format's quality search (predicted on a band sample for large pictures); for PNG,
 * lossless then a 256-colour palette; else the one file it makes.
 */
async function fitChoice(pixels: Pixels, choice: FormatChoice, budget: number, { min, start, last }: { min: number; start: number; last: boolean }): Promise<ChoiceSearch> {
  const encode = (quality: number) => encodeImage(pixels, choiceSettings(choice, quality));
  if (isLossy(choice)) {
    const banded = bandSample(pixels);
    if (banded) {
      const encodeSample = (quality: number) => encodeImage(banded.sample, choiceSettings(choice, quality));
      return fitQualityBySample({ encode, encodeSample, share: banded.share, budget, min, start, exactSmallest: last });
    }
    const { fit, smallest, encodes } = await fitQualityToBudget({ encode, budget, min, start });
    return { fit, smallest: smallest.bytes.byteLength, encodes };
  }
  const levels = choice.format === 'png' ? [100, 60] : [100];
  let smallest = Infinity;
  let encodes = 0;
  for (const quality of levels) {
    const bytes = await encode(quality);
    encodes++;
    smallest = Math.min(smallest, bytes.byteLength);
    if (bytes.byteLength <= budget) return { fit: { quality, bytes }, smallest, encodes };
  }
  return { fit: null, smallest, encodes };
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
