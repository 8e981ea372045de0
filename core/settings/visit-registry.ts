/** The options visit of each tool on screen, for the tool page's link button and notice (outside the screen). */
import { useSyncExternalStore } from 'react';
import type { OptionsVisit } from './options-visit';

const visits = new Map<string, OptionsVisit<unknown>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows the visit on the tool's page while the screen is mounted; returns the unregister. */
export function registerVisit(toolId: string, visit: OptionsVisit<unknown>): () => void {
  visits.set(toolId, visit);
  notify();
  return () => {
    if (visits.get(toolId) !== visit) return;
    visits.delete(toolId);
    notify();
  };
}

/** The tool's visit with link settings, re-rendering when it changes (registered, kept, undone). */
export function useOptionsVisit(toolId: string): OptionsVisit<unknown> | undefined {
  const visit = useSyncExternalStore(subscribe, () => visits.get(toolId));
  useSyncExternalStore(
    (listener) => visit?.subscribe(listener) ?? (() => undefined),
    () => visit?.link,
  );
  return visit;
}
