import type { Capability } from './schema';

/** Whether this browser has a capability a tool's manifest `requires`. */
export const CAPABILITY_CHECKS: Record<Capability, () => boolean> = {
  crossOriginIsolated: () => globalThis.crossOriginIsolated === true,
  webCodecs: () => typeof (globalThis as { VideoEncoder?: unknown }).VideoEncoder === 'function',
  webGpu: () => typeof navigator !== 'undefined' && 'gpu' in navigator,
  offscreenCanvas: () => typeof OffscreenCanvas === 'function',
};

export function missingCapabilities(requires: readonly Capability[] | undefined): Capability[] {
  return (requires ?? []).filter((capability) => !CAPABILITY_CHECKS[capability]());
}
