import { encodeImage, holdsSize, isLossyFormat, pngColoursAt, settingsAt, type EncodeSettings, type OutputFormat } from './encode';
import { encodeToSimilarity } from './encode-to-target';
import type { QualitySearchResult } from './quality-search';
import { hasTransparency, type Pixels } from './pixels';
import { SSIMULACRA2_MIN_SIDE } from './ssimulacra2/ssimulacra2';

/** One way to write an image: a format, lossless or not (PNG: every colour; WebP: lossless WebP). */
export interface FormatChoice {
  format: OutputFormat;
  lossless?: boolean;
}

/** A choice written at `quality` (0–100): a lossless choice ignores it; a PNG that may lose colours keeps a palette at low quality. */
export function choiceSettings({ format, lossless }: FormatChoice, quality: number): EncodeSettings {
  if (lossless && format === 'webp') return { format, quality: 'lossless' };
  return settingsAt(format, quality, { png: lossless ? 'all' : pngColoursAt(quality) });
}

/**
 * What "Automatic" tries for an image: AVIF, WebP and JPEG for photos; PNG and WebP lossless for
 * graphics and anything with transparency. "Must open everywhere" keeps JPEG for photos and PNG
 * for the rest. The likeliest winner comes first, so it prunes the others soonest.
 */
export function automaticChoices(image: Pixels, everywhere: boolean): FormatChoice[] {
  // A picture thinner than the score's smallest side cannot be searched for "looks the same": it is written exactly.
  const exact = Math.min(image.width, image.height) < SSIMULACRA2_MIN_SIDE || hasTransparency(image) || looksLikeGraphic(image);
  const choices: FormatChoice[] = everywhere
    ? exact
      ? [{ format: 'png', lossless: true }]
      : [{ format: 'jpeg' }]
    : exact
      ? [{ format: 'png', lossless: true }, { format: 'webp', lossless: true }]
      : [{ format: 'avif' }, { format: 'webp' }, { format: 'jpeg' }];
  return choices.filter(({ format }) => holdsSize(format, image.width, image.height));
}

/**
 * A drawing, screenshot or logo rather than a photo: few colours, and most pixels repeat their left
 * neighbour exactly. On the project's 24 real photos (full and 640 px) neither test alone holds
 * (a smooth sky repeats up to 74 % of neighbours; a dark wood has 4,900 colours), both together do.
 */
export function looksLikeGraphic({ data, width, height }: Pixels): boolean {
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    if (colours.size > GRAPHIC_COLOURS) return false;
  }
  let same = 0;
  let total = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 1, i = (y * width + 1) * 4; x < width; x++, i += 4) {
      total++;
      if (data[i] === data[i - 4] && data[i + 1] === data[i - 3] && data[i + 2] === data[i - 2]) same++;
    }
  }
  return total > 0 && same / total > 0.6;
}
const GRAPHIC_COLOURS = 4096;

export interface ChoiceResult extends FormatChoice {
  bytes: ArrayBuffer;
  /** The encoder quality, for lossy choices. */
  quality?: number;
  /** False when even the highest quality stayed under the target (lossless always reaches it). */
  reachedTarget: boolean;
  /** The file's score, for lossy choices (the search measured it). */
  similarity?: number;
}

export interface SmallestResult {
  winner: ChoiceResult;
  /** Each choice's smallest file that reached the target; null when it was ruled out early. */
  sizes: { choice: FormatChoice; bytes: number | null }[];
  encodes: number;
}

/** Reaching the target first, then fewer bytes. */
const beats = (a: ChoiceResult, b: ChoiceResult | null) =>
  !b || (a.reachedTarget !== b.reachedTarget ? a.reachedTarget : a.bytes.byteLength < b.bytes.byteLength);

/** A per-format search: the quality found and its file (its score and map are not needed here). */
type FormatSearch = (...args: Parameters<typeof encodeToSimilarity>) => Promise<QualitySearchResult>;

/**
 * "Automatic" in the "looks the same" sense: for each choice, the smallest file whose similarity
 * reaches `target` (the same search a fixed format runs), and the smallest of those wins. A choice
 * stops as soon as a file that still misses the target is larger than the best so far. `search` is
 * the per-format search (the bench passes one that decodes in Node).
 */
export async function encodeSmallest(image: Pixels, choices: FormatChoice[], target: number, search: FormatSearch = encodeToSimilarity): Promise<SmallestResult> {
  let winner: ChoiceResult | null = null;
  let encodes = 0;
  const sizes: SmallestResult['sizes'] = [];
  let failure: unknown;
  for (const choice of choices) {
    let result: ChoiceResult | null = null;
    try {
      if (choice.lossless || !isLossyFormat(choice.format)) {
        result = { ...choice, bytes: await encodeImage(image, choiceSettings(choice, 100)), reachedTarget: true };
        encodes++;
      } else {
        const stopAbove = winner?.reachedTarget ? winner.bytes.byteLength : undefined;
        const found = await search(image, choice.format, target, { stopAbove });
        encodes += found.encodes;
        if (!found.stopped) result = { ...choice, bytes: found.bytes, quality: found.quality, reachedTarget: found.reachedTarget, similarity: found.similarity };
      }
    } catch (error) {
      // One encoder refusing an unusual shape leaves the others to win; only all of them failing fails the row.
      failure = error;
    }
    sizes.push({ choice, bytes: result?.reachedTarget ? result.bytes.byteLength : null });
    if (result && beats(result, winner)) winner = result;
  }
  if (!winner) throw failure;
  return { winner, sizes, encodes };
}
