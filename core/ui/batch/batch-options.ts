import { createContext, useContext } from 'react';

export interface BatchOptions<T> {
  options: T;
  setOptions(next: T): void;
}

/** BatchTool's options, for the views inside its results (a compare view's "Use these settings"). */
export const BatchOptionsContext = createContext<BatchOptions<unknown> | null>(null);

export function useBatchOptions<T>(): BatchOptions<T> | null {
  return useContext(BatchOptionsContext) as BatchOptions<T> | null;
}
