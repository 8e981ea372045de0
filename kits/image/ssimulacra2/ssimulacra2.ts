import { hasTransparency, type Pixels } from '../pixels';
import { DifferenceGrid } from './difference-grid';
import { Downscaler } from './downscale';
import { rgbaRows, type LinearRows } from './linear-rgb';
import { scoreScale } from './scale';
import { finestWeight, NUM_SCALES, scoreFromNorms, type ScaleNorms } from './score';

export interface Ssimulacra2Options {
  /** Also return the finest scale's errors on a grid of at most this many cells a side. */
  differenceMapSide?: number;
}

export interface Ssimulacra2Result {
  /** 100 for identical images; 90 visually lossless, 70 high, 50 medium, 30 low quality; may be negative. */
  score: number;
  differences?: DifferenceGrid;
}

const HEAT_WEIGHTS = [0, 1, 2].map((channel) => [finestWeight(channel, 0), finestWeight(channel, 1), finestWeight(channel, 2)] as const);

/**
 * SSIMULACRA 2.1 of `distorted` against `original` (same size, at least 8×8, 8-bit sRGB), as
 * libjxl's tools/ssimulacra2 computes it. With transparency, both are blended onto a dark and a light
 * grey and the worse score counts, as the reference does.
 */
export function ssimulacra2(original: Pixels, distorted: Pixels, options: Ssimulacra2Options = {}): Ssimulacra2Result {
  if (original.width !== distorted.width || original.height !== distorted.height) throw new Error('SSIMULACRA2 needs images of the same size');
  if (original.width < 8 || original.height < 8) throw new Error('SSIMULACRA2 needs images of at least 8×8 pixels');
  if (!hasTransparency(original) && !hasTransparency(distorted)) return scoreOf(rgbaRows(original), rgbaRows(distorted), options);
  const dark = scoreOf(rgbaRows(original, 0.1), rgbaRows(distorted, 0.1), options);
  const light = scoreOf(rgbaRows(original, 0.9), rgbaRows(distorted, 0.9), options);
  return dark.score <= light.score ? dark : light;
}

function scoreOf(image1: LinearRows, image2: LinearRows, options: Ssimulacra2Options): Ssimulacra2Result {
  const differences = options.differenceMapSide ? new DifferenceGrid(image1.width, image1.height, options.differenceMapSide) : undefined;
  const scales: ScaleNorms[] = [];
  let [current1, current2] = [image1, image2];
  for (let scale = 0; scale < NUM_SCALES; scale++) {
    // As the reference: the next scale is computed when this one is at least 8×8 (so the last may be smaller).
    const more = scale < NUM_SCALES - 1 && current1.width >= 8 && current1.height >= 8;
    const next1 = more ? new Downscaler(current1.width, current1.height) : undefined;
    const next2 = more ? new Downscaler(current1.width, current1.height) : undefined;
    scales.push(
      scoreScale(current1, current2, {
        next1,
        next2,
        onHeatRow: scale === 0 ? differences?.addRow : undefined,
        heatWeights: HEAT_WEIGHTS,
      }),
    );
    if (!next1 || !next2) break;
    [current1, current2] = [next1.image, next2.image];
  }
  return { score: scoreFromNorms(scales), differences };
}
