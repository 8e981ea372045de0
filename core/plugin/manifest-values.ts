// The values manifests choose from, shared by the runtime (schema.ts) and the build's zod schema (manifest-schema.ts).

/** Categories a tool may belong to. The sidebar also styles file, dev, data and util. */
export const TOOL_CATEGORIES = ['image', 'svg', 'favicon', 'video', 'audio', 'date', 'text', 'writer'] as const;

/** Browser capabilities a tool may need; a missing one shows a translated notice (common:requires.<name>). */
export const CAPABILITIES = ['crossOriginIsolated', 'webCodecs', 'webGpu', 'offscreenCanvas'] as const;

/**
 * Where a tool's processor runs: the shared worker pool, its own engine worker, the main thread, or
 * its own sandbox worker (untrusted code, e.g. a user's snippet; docs/architecture.md).
 */
export const RUNS_ON = ['pool', 'engine', 'main', 'sandbox'] as const;
export type RunsOn = (typeof RUNS_ON)[number];
