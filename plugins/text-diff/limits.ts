/**
 * Documented limits: each side may hold up to 5 MB of text (5 × 2^20 UTF-16 code units); the
 * diff algorithm gives up after 20 s (texts that large and that different), and the worker is
 * stopped after 40 s whatever happens.
 */
export const MAX_SIDE_MB = 5;
export const MAX_SIDE_CHARS = MAX_SIDE_MB * 1024 * 1024;
export const DIFF_TIMEOUT_MS = 20_000;
export const JOB_TIMEOUT_MS = 40_000;
