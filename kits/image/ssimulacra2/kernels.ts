import { BLUR_FUSED_WASM_BASE64, KERNELS_WASM_BASE64 } from './kernels-wasm';
import { LINEAR_OF_BYTE } from './linear-rgb';
import { BLUR_WEIGHTS } from './recursive-gaussian';
import { OPSIN_ABSORBANCE, OPSIN_BIAS } from './xyb';

/** The exports of kernels.wat (addresses and lengths in bytes unless named width). */
export interface Kernels {
  memory: WebAssembly.Memory;
  /** Returns the and of the row's alpha values (255: opaque). */
  linearFromSrgb8(rgba: number, r: number, g: number, b: number, width: number): number;
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

const loaded = new Map<boolean, Kernels>();

/**
 * The kernels, compiled on first use (synchronously: 5 KB) and kept for the worker's life with
 * their memory, which grows to the largest image scored and is reused. Where the engine fuses
 * relaxed SIMD's multiply-add (Chromium on x86-64 with FMA and on ARM64), the blur uses it:
 * fewer operations, and the reference's own roundings. `kernels(false)` gives the unfused blur.
 */
export function kernels(fused = true): Kernels {
  const known = loaded.get(fused);
  if (known) return known;
  const exports = instantiate(KERNELS_WASM_BASE64, {}) as unknown as Kernels & WebAssembly.Exports;
  const constants = new Float32Array(exports.memory.buffer, 0, HEAP_START / 4);
  constants.set(BLUR_WEIGHTS, BLUR_WEIGHTS_AT / 4);
  constants.set([...OPSIN_ABSORBANCE, OPSIN_BIAS, -Math.cbrt(OPSIN_BIAS)], OPSIN_AT / 4);
  constants.set(LINEAR_OF_BYTE, LINEAR_OF_BYTE_AT / 4);
  const blur = (fused && fusedBlur(exports)) || exports;
  const chosen = { ...exports, blurRowsInterleaved: blur.blurRowsInterleaved, blurVertical4: blur.blurVertical4 };
  loaded.set(fused, chosen);
  return chosen;
}

function instantiate(base64: string, imports: WebAssembly.Imports): WebAssembly.Exports | undefined {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  if (!WebAssembly.validate(bytes)) return undefined;
  return new WebAssembly.Instance(new WebAssembly.Module(bytes), imports).exports;
}

/** blur-fused.wat's pair, if this engine has relaxed SIMD and its multiply-add rounds once. */
function fusedBlur(kernels: WebAssembly.Exports): Pick<Kernels, 'blurRowsInterleaved' | 'blurVertical4'> | undefined {
  const blur = instantiate(BLUR_FUSED_WASM_BASE64, { kernels });
  if (!blur) return undefined;
  const multiplyAdd = blur.multiplyAdd as (a: number, b: number, c: number) => number;
  const a = 1 + 2 ** -12;
  return multiplyAdd(a, a, -(1 + 2 ** -11)) === 2 ** -24 ? (blur as unknown as Kernels) : undefined;
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
