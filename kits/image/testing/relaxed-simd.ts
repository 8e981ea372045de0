import { setFlagsFromString } from 'node:v8';

/** Relaxed SIMD, as Chromium has it: Node 22 ships it, Node 20 has it behind a flag (a later Node no longer knows the flag). */
export function enableRelaxedSimd(): void {
  if (Number(process.versions.node.split('.')[0]) < 22) setFlagsFromString('--experimental-wasm-relaxed-simd');
}
