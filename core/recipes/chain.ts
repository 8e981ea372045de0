/**
 * The chain a visitor is running through "Continue with…": each tool the files left and the
 * options they ran with, up to the tool they were sent to. That tool's page offers to save the
 * chain, with its own options as the last step. Opening any other tool ends the chain.
 */
import { useSyncExternalStore } from 'react';
import type { RecipeStep } from './recipe';

interface Chain {
  steps: RecipeStep[];
  next: string;
}

let chain: Chain | null = null;
const listeners = new Set<() => void>();
const set = (next: Chain | null) => {
  chain = next;
  listeners.forEach((listener) => listener());
};

/** Files go from `from` (run with `options`) to `to`; a tool without recipe options breaks the chain. */
export function continueChain(from: string, options: unknown, to: string, fromIsStep: boolean): void {
  if (!fromIsStep || !options || typeof options !== 'object') return set(null);
  const before = chain?.next === from ? chain.steps : [];
  set({ steps: [...before, { tool: from, options: options as Record<string, unknown> }], next: to });
}

/** The steps that led to this tool (empty when the visitor did not come by "Continue with…"). */
export const chainInto = (toolId: string): RecipeStep[] => (chain?.next === toolId ? chain.steps : []);

/** A tool page opened: a chain meant for another tool is over. */
export function openedTool(toolId: string): void {
  if (chain && chain.next !== toolId) set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useChainInto(toolId: string): RecipeStep[] {
  return useSyncExternalStore(subscribe, () => chainInto(toolId));
}
