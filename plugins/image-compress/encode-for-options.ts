import { ProcessingError } from '../../core/processing/errors';
import { automaticChoices, encodeSmallest, type FormatChoice } from '../../kits/image/auto-format';
import { BudgetUnreachable, encodeWithinBudget } from '../../kits/image/budget-encode';
import { encodeImage, isLossyFormat, pngColoursAt, settingsAt, type OutputFormat } from '../../kits/image/encode';
import { encodeToSimilarity } from '../../kits/image/encode-to-target';
import type { ImageFormat } from '../../kits/image/header';
import type { PerceptualScore } from '../../kits/image/perceptual-score';
import type { Pixels } from '../../kits/image/pixels';
import { formatBudget } from './budget-text';
import { budgetBytes, outputFormatFor, similarityTarget, type CompressJobOptions } from './options';

export interface Encoded {
  bytes: ArrayBuffer;
  format: OutputFormat;
  /** The encoder quality, for lossy formats. */
  quality?: number;
  width: number;
  height: number;
  /** What was chosen and why, for the row. */
  note?: { key: string; params: Record<string, string | number> };
  /** The file's score, when the search measured it already. */
  measured?: PerceptualScore;
}

const oneDecimal = (score: number) => Math.round(score * 10) / 10;

/** The name a row gives a choice: a key under `formatName.` in the tool's strings. */
const chosenName = ({ format, lossless }: FormatChoice) => (format === 'webp' && lossless ? 'webpLossless' : format);

/**
 * The file for the options: at a fixed quality, the smallest that looks the same, or the best within
 * a byte budget (leaving `reserve(format)` bytes for the metadata); one format or "Automatic".
 */
export async function encodeForOptions(pixels: Pixels, input: ImageFormat, options: CompressJobOptions, reserve?: (format: OutputFormat) => number): Promise<Encoded> {
  if (options.mode === 'budget') return encodeToBudget(pixels, input, options, reserve);
  const { width, height } = pixels;
  if (options.format === 'auto') {
    const target = similarityTarget(options);
    const { winner } = await encodeSmallest(pixels, automaticChoices(pixels, options.everywhere), target);
    const params = { format: chosenName(winner), target, score: oneDecimal(winner.similarity ?? 0) };
    return { bytes: winner.bytes, format: winner.format, quality: winner.quality, width, height, note: { key: winner.reachedTarget ? 'notes.autoWinner' : 'notes.autoTargetMissed', params } };
  }
  const format = outputFormatFor(input, options.format);
  if (options.mode === 'similar' && isLossyFormat(format)) {
    const target = similarityTarget(options);
    const found = await encodeToSimilarity(pixels, format, target);
    // The best this format does stays under the target (a saturated photo in 4:2:0 WebP): say so.
    const note = found.reachedTarget ? undefined : { key: 'notes.targetMissed', params: { format: chosenName({ format }), target, score: found.measured.score } };
    return { bytes: found.bytes, format, quality: found.quality, width, height, measured: found.measured, note };
  }
  const bytes = await encodeImage(pixels, settingsAt(format, options.quality, { png: pngColoursAt(options.quality) }));
  return { bytes, format, quality: isLossyFormat(format) ? options.quality : undefined, width, height };
}

/** The budget of this job: its share of a batch-wide budget, or the per-file one. */
export function jobBudget(options: CompressJobOptions): number {
  return options.budgetScope === 'batch' && options.share !== undefined ? options.share : budgetBytes(options);
}

/** The formats the options may write: "Automatic" tries several, any other choice its one format. */
export function formatChoices(pixels: Pixels, input: ImageFormat, options: CompressJobOptions): FormatChoice[] {
  return options.format === 'auto' ? automaticChoices(pixels, options.everywhere) : [{ format: outputFormatFor(input, options.format) }];
}

async function encodeToBudget(pixels: Pixels, input: ImageFormat, options: CompressJobOptions, reserve?: (format: OutputFormat) => number): Promise<Encoded> {
  const budget = jobBudget(options);
  const shared = options.budgetScope === 'batch';
  const params = { budget: formatBudget(budget), total: formatBudget(budgetBytes(options)) };
  try {
    const fit = await encodeWithinBudget(pixels, formatChoices(pixels, input, options), budget, { allowResize: options.allowResize, reserve });
    const shrunk = fit.width !== pixels.width || fit.height !== pixels.height;
    const why = `${shrunk ? 'shrunk' : 'fits'}${shared ? 'Share' : ''}`;
    return {
      ...fit,
      note: {
        key: 'notes.budget',
        params: { ...params, format: chosenName(fit), quality: fit.quality === undefined ? '' : ` q ${fit.quality}`, size: `${fit.width}×${fit.height}`, why },
      },
    };
  } catch (error) {
    if (!(error instanceof BudgetUnreachable)) throw error;
    const key = shared ? 'errors.shareTooSmall' : options.allowResize ? 'errors.budgetTooSmall' : 'errors.budgetTooSmallAtSize';
    throw new ProcessingError(key, `No setting fits ${params.budget}: the smallest this image can be is ${formatBudget(error.smallest)}`, {
      ...params,
      smallest: formatBudget(error.smallest),
    });
  }
}
