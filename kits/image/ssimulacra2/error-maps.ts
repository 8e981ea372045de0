const f = Math.fround;
const C2 = f(0.0009);

/**
 * Adds one row of one channel to a scale's sums: the SSIM error map (without SSIM's luminance
 * denominator, as SSIMULACRA2 corrects it) and the edge maps (ringing where the distorted image has
 * edges the original lacks, blurring where it lost them), each as a sum and a sum of 4th powers.
 * `planes` holds mu1, mu2, σ1², σ2², σ12 one after another (`width` apart) from `at`.
 * With `heat`, adds each pixel's error weighted by `heatWeights` (SSIM, ringing, blurring) to it.
 */
export function addRowErrors(
  planes: Float32Array,
  at: number,
  image1: Float32Array,
  image2: Float32Array,
  imageAt: number,
  width: number,
  ssimSums: Float64Array,
  edgeSums: Float64Array,
  channel: number,
  heat?: Float32Array,
  heatWeights?: readonly [number, number, number],
): void {
  let ssim1 = 0, ssim4 = 0, ring1 = 0, ring4 = 0, blur1 = 0, blur4 = 0;
  const [wSsim, wRing, wBlur] = heatWeights ?? [0, 0, 0];
  for (let x = 0; x < width; x++) {
    const mu1 = planes[at + x];
    const mu2 = planes[at + width + x];
    // In single precision, step by step as the reference: its rounding is part of the score.
    const mu11 = f(mu1 * mu1);
    const mu22 = f(mu2 * mu2);
    const mu12 = f(mu1 * mu2);
    const diff = f(mu1 - mu2);
    const numM = f(1 - f(diff * diff));
    const numS = f(f(2 * f(planes[at + 4 * width + x] - mu12)) + C2);
    const denomS = f(f(f(planes[at + 2 * width + x] - mu11) + f(planes[at + 3 * width + x] - mu22)) + C2);
    let d = 1 - f(f(numM * numS) / denomS);
    if (d < 0) d = 0;
    const d2 = d * d;
    ssim1 += d;
    ssim4 += d2 * d2;

    const edge = (1 + Math.abs(f(image2[imageAt + x] - mu2))) / (1 + Math.abs(f(image1[imageAt + x] - mu1))) - 1;
    let artifact = 0;
    let lost = 0;
    if (edge > 0) {
      artifact = edge;
      const a2 = edge * edge;
      ring1 += edge;
      ring4 += a2 * a2;
    } else if (edge < 0) {
      lost = -edge;
      const l2 = edge * edge;
      blur1 += lost;
      blur4 += l2 * l2;
    }
    if (heat) heat[x] += wSsim * d + wRing * artifact + wBlur * lost;
  }
  ssimSums[channel * 2] += ssim1;
  ssimSums[channel * 2 + 1] += ssim4;
  edgeSums[channel * 4] += ring1;
  edgeSums[channel * 4 + 1] += ring4;
  edgeSums[channel * 4 + 2] += blur1;
  edgeSums[channel * 4 + 3] += blur4;
}
