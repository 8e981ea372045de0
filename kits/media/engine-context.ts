/**
 * What the media engines need from a job: the same shape as a processor's context (core v2), so a
 * processor passes its `ctx` straight through.
 */
export type EngineStage = 'loading-engine' | 'reading' | 'decoding' | 'processing' | 'encoding' | 'packaging';

export interface EngineContext {
  progress(fraction: number, stage?: EngineStage): void;
  signal: AbortSignal;
}

export function abortError(): DOMException {
  return new DOMException('Job cancelled', 'AbortError');
}
