import { WEIGHTS } from './weights';

/** One scale's norms: per channel, the SSIM error's 1- and 4-norm, then ringing's and blurring's. */
export interface ScaleNorms {
  /** [c·2 + norm] */
  ssim: Float64Array;
  /** [c·4 + norm] ringing (artifacts), [c·4 + 2 + norm] blurring (detail lost) */
  edge: Float64Array;
}

export const NUM_SCALES = 6;

/** The weighted sum of the 108 norms, mapped to the score's scale (100 = identical, may go negative). */
export function scoreFromNorms(scales: ScaleNorms[]): number {
  let sum = 0;
  let i = 0;
  for (let c = 0; c < 3; c++) {
    for (const scale of scales) {
      for (let norm = 0; norm < 2; norm++) {
        sum += WEIGHTS[i++] * Math.abs(scale.ssim[c * 2 + norm]);
        sum += WEIGHTS[i++] * Math.abs(scale.edge[c * 4 + norm]);
        sum += WEIGHTS[i++] * Math.abs(scale.edge[c * 4 + norm + 2]);
      }
    }
  }
  sum *= 0.9562382616834844;
  sum = 2.326765642916932 * sum - 0.020884521182843837 * sum * sum + 6.248496625763138e-5 * sum * sum * sum;
  return sum > 0 ? 100 - 10 * sum ** 0.6276336467831387 : 100;
}

/**
 * The weight of a map (0 SSIM, 1 ringing, 2 blurring) of a scale's channel, both norms together. As
 * the reference reads them, the weights run over the scales computed: an image with fewer than six
 * scales uses the first ones of the list for each channel.
 */
export function mapWeight(scale: number, channel: number, scales: number, map: 0 | 1 | 2): number {
  const at = (channel * scales + scale) * 6;
  return WEIGHTS[at + map] + WEIGHTS[at + 3 + map];
}
