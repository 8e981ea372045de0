import { type Pixels } from '../pixels';
import { DifferenceGrid } from './difference-grid';
import { Arena, kernels, type Kernels } from './kernels';
import { blendedRows } from './linear-rgb';
import { ScalePipeline, Scratch } from './scale';
import { NUM_SCALES, scoreFromNorms } from './score';

export interface Ssimulacra2Options {
  /** Also return the finest scale's errors on a grid of at most this many cells a side. */
  differenceMapSide?: number;
  /** false: blur without fused multiply-adds even where the engine has them, as other engines do (tests, bench). */
  fusedMultiplyAdd?: boolean;
}

export interface Ssimulacra2Result {
  /** 100 for identical images; 90 visually lossless, 70 high, 50 medium, 30 low quality; may be negative. */
  score: number;
  differences?: DifferenceGrid;
}

/**
 * SSIMULACRA 2.1 of `distorted` against `original` (same size, at least 8×8, 8-bit sRGB), as
 * libjxl's tools/ssimulacra2 computes it. With transparency, both are blended onto a dark and a light
 * grey and the worse score counts, as the reference does.
 */
/** The smallest side SSIMULACRA2 scores. */
export const SSIMULACRA2_MIN_SIDE = 8;

export function ssimulacra2(original: Pixels, distorted: Pixels, options: Ssimulacra2Options = {}): Ssimulacra2Result {
  if (original.width !== distorted.width || original.height !== distorted.height) throw new Error('SSIMULACRA2 needs images of the same size');
  if (original.width < SSIMULACRA2_MIN_SIDE || original.height < SSIMULACRA2_MIN_SIDE) throw new Error('SSIMULACRA2 needs images of at least 8×8 pixels');
  // Scored as opaque until a pixel that is not shows up (the kernels see every alpha value anyway).
  const opaque = scoreOf([original, distorted], undefined, options);
  if (opaque) return opaque;
  const dark = scoreOf([original, distorted], 0.1, options);
  const light = scoreOf([original, distorted], 0.9, options);
  return dark.score <= light.score ? dark : light;
}

/** The sizes of the scales computed: each half the last (rounded up), made while the last is at least 8×8. */
function scaleSizes(width: number, height: number): [number, number][] {
  const sizes: [number, number][] = [[width, height]];
  for (let [w, h] = [width, height]; sizes.length < NUM_SCALES && w >= 8 && h >= 8; ) {
    [w, h] = [Math.ceil(w / 2), Math.ceil(h / 2)];
    sizes.push([w, h]);
  }
  return sizes;
}

/** The score with the images blended onto `background`; without one, undefined as soon as a pixel is not opaque. */
function scoreOf(images: [Pixels, Pixels], background: number, options: Ssimulacra2Options): Ssimulacra2Result;
function scoreOf(images: [Pixels, Pixels], background: number | undefined, options: Ssimulacra2Options): Ssimulacra2Result | undefined;
function scoreOf(images: [Pixels, Pixels], background: number | undefined, options: Ssimulacra2Options): Ssimulacra2Result | undefined {
  const { width, height } = images[0];
  const differences = options.differenceMapSide ? new DifferenceGrid(width, height, options.differenceMapSide) : undefined;
  const k = kernels(options.fusedMultiplyAdd ?? true);
  const arena = new Arena();
  const scratch = new Scratch(arena, width);
  const sizes = scaleSizes(width, height);
  let finest: ScalePipeline | undefined;
  for (let scale = sizes.length - 1; scale >= 0; scale--) {
    const onHeatRow = scale === 0 ? differences?.addRow : undefined;
    finest = new ScalePipeline(arena, [scale, sizes.length], sizes[scale], k, scratch, { next: finest, onHeatRow });
  }
  const writeRow = background === undefined ? opaqueRows(k, arena, images) : blendedRowsInto(k, images, background);
  arena.commit(k);
  for (let y = 0; y < height; y++) {
    if (!writeRow(y, finest!)) return undefined;
    finest!.rowAdded();
  }
  return { score: scoreFromNorms(finest!.finish()), differences };
}

/** Writes row `y` of both images into the pipeline; false when a pixel of it is not opaque (opaque path only). */
type RowWriter = (y: number, into: ScalePipeline) => boolean;

/** Opaque images: each row's bytes copied into the kernels' memory, converted there. */
function opaqueRows(k: Kernels, arena: Arena, images: [Pixels, Pixels]): RowWriter {
  const rowBytes = images[0].width * 4;
  const staging = arena.allocate(rowBytes);
  return (y, into) => {
    const memory = new Uint8Array(k.memory.buffer);
    let alpha = 255;
    images.forEach(({ data }, image) => {
      memory.set(data.subarray(y * rowBytes, (y + 1) * rowBytes), staging);
      alpha &= k.linearFromSrgb8(staging, ...into.inputRow(image), images[0].width);
    });
    return alpha === 255;
  };
}

/** Images with transparency: blended onto the grey `background` in JavaScript, written into the kernels' memory. */
function blendedRowsInto(k: Kernels, images: [Pixels, Pixels], background: number): RowWriter {
  const readers = images.map((image) => blendedRows(image, background));
  return (y, into) => {
    readers.forEach((read, image) => {
      const [r, g, b] = into.inputRow(image).map((at) => new Float32Array(k.memory.buffer, at, images[0].width));
      read(y, r, g, b);
    });
    return true;
  };
}
