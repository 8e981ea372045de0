import { type Arena, type Kernels, ROW_TABLE_AT } from './kernels';
import { RADIUS } from './recursive-gaussian';
import { mapWeight, type ScaleNorms } from './score';

/** Rows blurred together: the horizontal pass runs on four rows at once, one per SIMD lane. */
const GROUP = 4;
/** Rows kept of each plane: the blur's reach above and below a group (2·RADIUS + GROUP), a power of two. */
const RING = 16;
const RING_MASK = RING - 1;
/** Blurred per channel: μ1, μ2, σ1², σ2², σ12 (image1, image2, their squares and their product). */
const QUANTITIES = 5;
const PLANES = 3 * QUANTITIES;
/** y[n − 1] and y[n − 2] of the vertical pass's three recursions, the first's in float64 (two rows each). */
const STATE_ROWS = 8;
/** Zero vectors before and after an interleaved row: the horizontal recursion reads that far out. */
const LEAD = 2 * RADIUS;
const TAIL = RADIUS + GROUP;
/** Per channel, float64 pairs: SSIM's sum and sum of 4th powers, then ringing's, then blurring's. */
const SUMS_BYTES = 6 * 16;
const EDGE_SUMS_AT = 2 * 16;

/** Values a row holds: its width up to a whole vector, and room for downscaleRow's reads past it. */
const padded = (width: number) => Math.ceil(width / 4) * 4;
const rowBytes = (width: number) => (padded(width) + 8) * 4;

/** Work memory a scale needs only while it blurs a group: one for all scales, sized for the finest. */
export class Scratch {
  readonly interleaved1: number;
  readonly interleaved2: number;
  readonly horizontal: number;
  /** Four output rows of the vertical pass, each five quantities `rowBytes` apart. */
  readonly blurred: number;
  /** Four rows of per-pixel error (the finest scale's difference map). */
  readonly heat: number;
  /** A row of zeros: the rows outside the image. */
  readonly zeros: number;

  constructor(arena: Arena, width: number) {
    const interleaved = () => arena.allocate((LEAD + padded(width) + TAIL) * 16) + LEAD * 16;
    this.interleaved1 = interleaved();
    this.interleaved2 = interleaved();
    this.horizontal = interleaved();
    this.blurred = arena.allocate(GROUP * QUANTITIES * rowBytes(width));
    this.heat = arena.allocate(GROUP * rowBytes(width));
    this.zeros = arena.allocate(rowBytes(width));
  }
}

export interface ScaleOptions {
  /** The next (half-size) scale, fed as this one is read. */
  next?: ScalePipeline;
  /** Receives each row's per-pixel error, the maps weighed as in the score (the difference map). */
  onHeatRow?: (y: number, heat: Float32Array) => void;
}

/**
 * One scale of SSIMULACRA2, streamed: it receives linear RGB rows of both images, converts them to
 * positive XYB, feeds the next scale their 2×2 means, blurs what its weighed maps need (four rows at
 * a time horizontally, then down each column over a ring of rows) and adds up the error maps.
 * Memory is a few dozen rows per scale, whatever the height.
 */
export class ScalePipeline {
  readonly width: number;
  readonly height: number;
  private readonly stride: number;
  /** Per channel, the weights of SSIM, ringing and blurring. */
  private readonly weights: (readonly [number, number, number])[];
  /** Per channel, the quantities blurred: all five for SSIM, μ1 and μ2 for the edge maps alone, none when no map counts. */
  private readonly quantities: number[];
  /** Linear RGB of the group being received: [image][channel][GROUP rows]. */
  private readonly linear: number;
  /** Positive XYB: [image][channel][RING rows]. */
  private readonly xyb: number;
  /** Horizontally blurred: [plane = channel · 5 + quantity][RING rows]. */
  private readonly horizontal: number;
  private readonly state: number;
  private readonly sums: number;
  private rows = 0;

  constructor(
    arena: Arena,
    [scale, scales]: readonly [number, number],
    [width, height]: readonly [number, number],
    private readonly kernels: Kernels,
    private readonly scratch: Scratch,
    private readonly options: ScaleOptions = {},
  ) {
    this.width = width;
    this.height = height;
    this.stride = rowBytes(width);
    this.weights = [0, 1, 2].map((channel) => [0, 1, 2].map((map) => mapWeight(scale, channel, scales, map as 0 | 1 | 2)) as [number, number, number]);
    this.quantities = this.weights.map(([ssim, ring, blur]) => (ssim ? QUANTITIES : ring || blur ? 2 : 0));
    this.linear = arena.allocate(2 * 3 * GROUP * this.stride);
    this.xyb = arena.allocate(2 * 3 * RING * this.stride);
    this.horizontal = arena.allocate(PLANES * RING * this.stride);
    this.state = arena.allocate(PLANES * STATE_ROWS * this.stride);
    this.sums = arena.allocate(3 * SUMS_BYTES);
  }

  /** Where the next row received goes: the addresses of its r, g and b rows for `image` (0 or 1). */
  inputRow(image: number): [number, number, number] {
    const row = this.rows % GROUP;
    return [this.linearRow(image, 0, row), this.linearRow(image, 1, row), this.linearRow(image, 2, row)];
  }

  /** Call once the row from `inputRow` is written for both images. */
  rowAdded(): void {
    this.rows++;
    if (this.rows % GROUP === 0) this.blurGroup(GROUP);
  }

  /** After the last row: blurs what is left, finishes the coarser scales, returns the norms from this scale on. */
  finish(): ScaleNorms[] {
    const partial = this.rows % GROUP;
    if (partial) this.blurGroup(partial);
    // The output rows after the last group's: their rows below are all outside the image.
    for (let first = Math.ceil(this.rows / GROUP) * GROUP + 1 - RADIUS; first < this.height; first += GROUP) this.verticalAndErrors(first);
    return [this.norms(), ...(this.options.next?.finish() ?? [])];
  }

  private linearRow(image: number, channel: number, row: number): number {
    return this.linear + ((image * 3 + channel) * GROUP + row) * this.stride;
  }

  private xybRow(image: number, channel: number, y: number): number {
    return this.xyb + ((image * 3 + channel) * RING + (y & RING_MASK)) * this.stride;
  }

  private horizontalRow(plane: number, y: number): number {
    if (y < 0 || y >= this.height) return this.scratch.zeros;
    return this.horizontal + (plane * RING + (y & RING_MASK)) * this.stride;
  }

  /** The group of rows ending at `this.rows`, `real` of them in the image (the rest is ignored). */
  private blurGroup(real: number): void {
    const k = this.kernels;
    const top = Math.ceil(this.rows / GROUP) * GROUP - GROUP;
    for (let image = 0; image < 2; image++) {
      const [x, y, b] = [0, 1, 2].map((channel) => this.xybRow(image, channel, top));
      k.positiveXyb(this.linearRow(image, 0, 0), this.linearRow(image, 1, 0), this.linearRow(image, 2, 0), x, y, b, GROUP * this.stride);
    }
    if (this.options.next) this.downscale(real, this.options.next);
    const { interleaved1, interleaved2, horizontal } = this.scratch;
    // Each quantity's input: image 1, image 2, then products of them (0: no second factor).
    const factors = [[interleaved1, 0], [interleaved2, 0], [interleaved1, interleaved1], [interleaved2, interleaved2], [interleaved1, interleaved2]];
    for (let c = 0; c < 3; c++) {
      if (!this.quantities[c]) continue;
      k.interleaveRows(this.xybRow(0, c, top), this.stride, interleaved1, this.width, TAIL);
      k.interleaveRows(this.xybRow(1, c, top), this.stride, interleaved2, this.width, TAIL);
      for (let q = 0; q < this.quantities[c]; q++) {
        const plane = c * QUANTITIES + q;
        k.blurRowsInterleaved(factors[q][0], factors[q][1], horizontal, this.horizontal + (plane * RING + (top & RING_MASK)) * this.stride, this.stride, this.width, RADIUS);
      }
    }
    // The vertical pass's output rows whose lowest input row is this group's first.
    this.verticalAndErrors(top + 1 - RADIUS);
  }

  /** Passes the group's 2×2 means on; an odd last row stands for itself and the missing row below. */
  private downscale(real: number, next: ScalePipeline): void {
    for (let pair = 0; pair < real; pair += 2) {
      const below = Math.min(pair + 1, real - 1);
      for (let image = 0; image < 2; image++) {
        const into = next.inputRow(image);
        for (let c = 0; c < 3; c++) this.kernels.downscaleRow(this.linearRow(image, c, pair), this.linearRow(image, c, below), into[c], next.width, this.width);
      }
      next.rowAdded();
    }
  }

  /** The vertical pass for rows first … first + 3, then the error maps of those inside the image. */
  private verticalAndErrors(first: number): void {
    const k = this.kernels;
    const { blurred, heat } = this.scratch;
    const { onHeatRow } = this.options;
    const table = new Int32Array(k.memory.buffer, ROW_TABLE_AT, 2 * GROUP);
    const heatRows = onHeatRow ? new Float32Array(k.memory.buffer, heat, (GROUP * this.stride) / 4) : undefined;
    heatRows?.fill(0);
    const rowAt = (row: number, quantity: number) => blurred + (row * QUANTITIES + quantity) * this.stride;
    for (let c = 0; c < 3; c++) {
      for (let q = 0; q < this.quantities[c]; q++) {
        const plane = c * QUANTITIES + q;
        for (let row = 0; row < GROUP; row++) {
          table[row] = this.horizontalRow(plane, first + row - RADIUS - 1);
          table[GROUP + row] = this.horizontalRow(plane, first + row + RADIUS - 1);
        }
        k.blurVertical4(this.state + plane * STATE_ROWS * this.stride, this.stride, rowAt(0, q), QUANTITIES * this.stride, padded(this.width) * 4);
      }
      if (!this.quantities[c]) continue;
      const [wSsim, wRing, wBlur] = this.weights[c];
      for (let row = 0; row < GROUP; row++) {
        const y = first + row;
        if (y < 0 || y >= this.height) continue;
        const heatRow = heatRows ? heat + row * this.stride : 0;
        const sums = this.sums + c * SUMS_BYTES;
        if (this.quantities[c] === QUANTITIES) k.addRowSsim(rowAt(row, 0), this.stride, this.width, sums, wSsim ? heatRow : 0, wSsim);
        k.addRowEdges(rowAt(row, 0), rowAt(row, 1), this.xybRow(0, c, y), this.xybRow(1, c, y), this.width, sums + EDGE_SUMS_AT, wRing || wBlur ? heatRow : 0, wRing, wBlur);
      }
    }
    if (!heatRows) return;
    for (let row = 0; row < GROUP; row++) {
      const y = first + row;
      const from = (row * this.stride) / 4;
      if (y >= 0 && y < this.height) onHeatRow!(y, heatRows.subarray(from, from + this.width));
    }
  }

  private norms(): ScaleNorms {
    const sums = new Float64Array(this.kernels.memory.buffer, this.sums, (3 * SUMS_BYTES) / 8);
    // Sum k of channel c: the two float64 lanes of its pair.
    const mean = (c: number, k: number) => (sums[c * 12 + 2 * k] + sums[c * 12 + 2 * k + 1]) / (this.width * this.height);
    const ssim = new Float64Array(6);
    const edge = new Float64Array(12);
    for (let c = 0; c < 3; c++) {
      ssim[c * 2] = mean(c, 0);
      ssim[c * 2 + 1] = Math.sqrt(Math.sqrt(mean(c, 1)));
      for (let map = 0; map < 2; map++) {
        edge[c * 4 + 2 * map] = mean(c, 2 + 2 * map);
        edge[c * 4 + 2 * map + 1] = Math.sqrt(Math.sqrt(mean(c, 3 + 2 * map)));
      }
    }
    return { ssim, edge };
  }
}
