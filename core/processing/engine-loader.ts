export type EngineState = 'not-loaded' | 'loading' | 'loaded';

export interface EngineLoader<T> {
  readonly state: EngineState;
  /** Loads once; concurrent callers share the same load; a failed load resets so the next call retries. */
  get(): Promise<T>;
  /** Forgets the loaded engine (e.g. after terminate) so the next get() loads again. */
  reset(): void;
  subscribe(listener: (state: EngineState) => void): () => void;
}

export function createEngineLoader<T>(load: () => Promise<T>): EngineLoader<T> {
  let state: EngineState = 'not-loaded';
  let pending: Promise<T> | null = null;
  const listeners = new Set<(state: EngineState) => void>();
  const setState = (next: EngineState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  return {
    get state() {
      return state;
    },
    get() {
      if (pending) return pending;
      setState('loading');
      const attempt = load().then(
        (engine) => {
          if (pending === attempt) setState('loaded');
          return engine;
        },
        (error: unknown) => {
          if (pending === attempt) {
            pending = null;
            setState('not-loaded');
          }
          throw error;
        },
      );
      pending = attempt;
      return attempt;
    },
    reset() {
      pending = null;
      setState('not-loaded');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
