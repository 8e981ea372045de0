import { KERNELS_WASM_BASE64 } from './kernels-wasm';
import { LINEAR_OF_BYTE } from './linear-rgb';
import { BLUR_WEIGHTS } from './recursive-gaussian';
import { OPSIN_ABSORBANCE, OPSIN_BIAS } from './xyb';

/** The exports of kernels.wat (addresses and lengths in bytes unless named width). */
export interface Kernels {
  memory: WebAssembly.Memory;
  linearFromSrgb8(rgba: number, r: number, g: number, b: number, width: number): void;
  downscaleRow(top: number, bottom: number, out: number, outWidth: number, inWidth: number): void;
  positiveXyb(r: number, g: number, b: number, x: number, y: number, s: number, bytes: number): void;
  interleaveRows(rows: number, stride: number, out: number, width: number, tailVectors: number): void;
  blurRowsInterleaved(a: number, b: number, work: number, rows: number, stride: number, width: number, reach: number): void;
  blurVertical4(state: number, stride: number, out: number, outStride: number, bytes: number): void;
  addRowSsim(blurred: number, stride: number, width: number, sums: number, heat: number, weight: number): void;
  addRowEdges(mu1: number, mu2: number, image1: number, image2: number, width: number, sums: number, heat: number, wRing: number, wBlur: number): void;
}

// Where kernels.wat reads its constants and the vertical blur's rows (see its header).
const BLUR_WEIGHTS_AT = 0;
const OPSIN_AT = 32;
export const ROW_TABLE_AT = 96;
const LINEAR_OF_BYTE_AT = 1024;
/** The first byte free for images. */
const HEAP_START = 2048;

let loaded: Kernels | undefined;

/**
 * The kernels, compiled on first use (synchronously: 3.5 KB) and kept for the worker's life with
 * their memory, which grows to the largest image scored and is reused.
 */
export function kernels(): Kernels {
  if (loaded) return loaded;
  const bytes = Uint8Array.from(atob(KERNELS_WASM_BASE64), (char) => char.charCodeAt(0));
  const exports = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as Kernels;
  const constants = new Float32Array(exports.memory.buffer, 0, HEAP_START / 4);
  constants.set(BLUR_WEIGHTS, BLUR_WEIGHTS_AT / 4);
  constants.set([...OPSIN_ABSORBANCE, OPSIN_BIAS, -Math.cbrt(OPSIN_BIAS)], OPSIN_AT / 4);
  constants.set(LINEAR_OF_BYTE, LINEAR_OF_BYTE_AT / 4);
  loaded = exports;
  return exports;
}

/** Hands out 16-byte aligned blocks of the kernels' memory; `commit` grows it and clears them. */
export class Arena {
  private end = HEAP_START;

  allocate(bytes: number): number {
    const at = this.end;
    this.end += Math.ceil(bytes / 16) * 16;
    return at;
  }

  commit({ memory }: Kernels): void {
    const missing = this.end - memory.buffer.byteLength;
    if (missing > 0) memory.grow(Math.ceil(missing / 65536));
    new Uint8Array(memory.buffer, HEAP_START, this.end - HEAP_START).fill(0);
  }
}
