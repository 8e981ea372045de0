import { addRowErrors } from './error-maps';
import type { Downscaler } from './downscale';
import type { LinearRows } from './linear-rgb';
import { blurRow, ColumnBlur, RADIUS } from './recursive-gaussian';
import type { ScaleNorms } from './score';
import { toPositiveXyb } from './xyb';

/** Rows kept of each streamed plane: enough for the blur's reach above and below (2N + 1), a power of two. */
const RING = 16;
const RING_MASK = RING - 1;
/** Blurred per channel: mu1, mu2, σ1², σ2², σ12 (image1, image2, their squares and their product). */
const QUANTITIES = 5;
const PLANES = 3 * QUANTITIES;

export interface ScaleOptions {
  /** Receive each row of linear RGB, to build the next scale. */
  next1?: Downscaler;
  next2?: Downscaler;
  /** Called with each row's weighted per-pixel error (the finest scale's difference map). */
  onHeatRow?: (y: number, heat: Float32Array) => void;
  heatWeights?: readonly (readonly [number, number, number])[];
}

/**
 * One scale of SSIMULACRA2, streamed row by row: linear RGB → positive XYB → the five blurred
 * quantities per channel (horizontal pass per row, vertical pass over a ring of rows) → the error
 * maps' sums. Memory is a few dozen rows, whatever the height.
 */
export function scoreScale(image1: LinearRows, image2: LinearRows, options: ScaleOptions = {}): ScaleNorms {
  const { width, height } = image1;
  const w = width;
  const linear1 = [new Float32Array(w), new Float32Array(w), new Float32Array(w)] as const;
  const linear2 = [new Float32Array(w), new Float32Array(w), new Float32Array(w)] as const;
  // XYB rows of both images: [channel][ring row][x].
  const xyb1 = new Float32Array(3 * RING * w);
  const xyb2 = new Float32Array(3 * RING * w);
  // Horizontally blurred rows: [plane][ring row][x], plane = channel · 5 + quantity.
  const blurred = new Float32Array(PLANES * RING * w);
  const product = new Float32Array(w);
  const zeros = new Float32Array(w);
  const columns = Array.from({ length: PLANES }, () => new ColumnBlur(w));
  // One output row of the five blurred quantities per channel.
  const out = new Float32Array(PLANES * w);
  const heat = options.onHeatRow ? new Float32Array(w) : undefined;
  const ssimSums = new Float64Array(6);
  const edgeSums = new Float64Array(12);
  const at = (channel: number, slot: number) => (channel * RING + slot) * w;
  const blurredAt = (plane: number, slot: number) => (plane * RING + slot) * w;

  const ingest = (y: number) => {
    image1.read(y, ...linear1);
    image2.read(y, ...linear2);
    options.next1?.add(y, ...linear1);
    options.next2?.add(y, ...linear2);
    const slot = y & RING_MASK;
    toPositiveXyb(...linear1, xyb1, at(0, slot), at(1, slot), at(2, slot), w);
    toPositiveXyb(...linear2, xyb2, at(0, slot), at(1, slot), at(2, slot), w);
    for (let c = 0; c < 3; c++) {
      const a = at(c, slot);
      const plane = c * QUANTITIES;
      blurRow(xyb1, a, blurred, blurredAt(plane, slot), w);
      blurRow(xyb2, a, blurred, blurredAt(plane + 1, slot), w);
      for (let x = 0; x < w; x++) product[x] = xyb1[a + x] * xyb1[a + x];
      blurRow(product, 0, blurred, blurredAt(plane + 2, slot), w);
      for (let x = 0; x < w; x++) product[x] = xyb2[a + x] * xyb2[a + x];
      blurRow(product, 0, blurred, blurredAt(plane + 3, slot), w);
      for (let x = 0; x < w; x++) product[x] = xyb1[a + x] * xyb2[a + x];
      blurRow(product, 0, blurred, blurredAt(plane + 4, slot), w);
    }
  };

  for (let n = -RADIUS + 1; n < height; n++) {
    const top = n - RADIUS - 1;
    const bottom = n + RADIUS - 1;
    if (bottom < height) ingest(bottom);
    for (let plane = 0; plane < PLANES; plane++) {
      columns[plane].next(
        top >= 0 ? blurred : zeros,
        top >= 0 ? blurredAt(plane, top & RING_MASK) : 0,
        bottom < height ? blurred : zeros,
        bottom < height ? blurredAt(plane, bottom & RING_MASK) : 0,
        out,
        plane * w,
      );
    }
    if (n < 0) continue;
    heat?.fill(0);
    const slot = n & RING_MASK;
    for (let c = 0; c < 3; c++) {
      addRowErrors(out, c * QUANTITIES * w, xyb1, xyb2, at(c, slot), w, ssimSums, edgeSums, c, heat, options.heatWeights?.[c]);
    }
    if (heat) options.onHeatRow!(n, heat);
  }

  const perPixel = 1 / (width * height);
  const ssim = new Float64Array(6);
  const edge = new Float64Array(12);
  for (let c = 0; c < 3; c++) {
    ssim[c * 2] = ssimSums[c * 2] * perPixel;
    ssim[c * 2 + 1] = Math.sqrt(Math.sqrt(ssimSums[c * 2 + 1] * perPixel));
    for (let k = 0; k < 2; k++) {
      edge[c * 4 + 2 * k] = edgeSums[c * 4 + 2 * k] * perPixel;
      edge[c * 4 + 2 * k + 1] = Math.sqrt(Math.sqrt(edgeSums[c * 4 + 2 * k + 1] * perPixel));
    }
  }
  return { ssim, edge };
}
