/**
 * The chain a visitor is running through "Continue with…": each tool the files left, up to the
 * tool they were sent to. That tool's results offer to save the chain as a recipe, each step with
 * the options its tool ran with (remembered as a file runs). Another tool's results, or leaving
 * that tool's results by any other way than "Continue with…", end it.
 */
import { useSyncExternalStore } from 'react';

interface Chain {
  /** Tool ids, in order. */
  steps: string[];
  next: string;
}

let chain: Chain | null = null;
let leaving: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const set = (next: Chain | null) => {
  clearTimeout(leaving);
  chain = next;
  listeners.forEach((listener) => listener());
};

/** Files go from `from` to `to`; a tool that cannot be a recipe step breaks the chain. */
export function continueChain(from: string, to: string, fromIsStep: boolean): void {
  if (!fromIsStep) return set(null);
  const before = chain?.next === from ? chain.steps : [];
  set({ steps: [...before, from], next: to });
}

/** The steps that led to this tool (empty when the visitor did not come by "Continue with…"). */
const NONE: string[] = [];
export const chainInto = (toolId: string): string[] => (chain?.next === toolId ? chain.steps : NONE);

/** A tool's results showed: a chain meant for another tool is over. */
export function openedTool(toolId: string): void {
  clearTimeout(leaving);
  if (chain && chain.next !== toolId) set(null);
}

/**
 * A tool's results left the screen. Unless files went on by "Continue with…" (which has already
 * pointed the chain at the next tool), the visitor went elsewhere: coming back by the sidebar or a
 * link is a new visit, not the end of a chain. Ended a moment later, so a results part that mounts
 * again at once (React's strict mode, a re-render) keeps it.
 */
export function leftTool(toolId: string): void {
  if (chain?.next !== toolId) return;
  clearTimeout(leaving);
  leaving = setTimeout(() => {
    if (chain?.next === toolId) set(null);
  }, 0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useChainInto(toolId: string): string[] {
  return useSyncExternalStore(subscribe, () => chainInto(toolId));
}
