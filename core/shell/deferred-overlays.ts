import { useSyncExternalStore } from 'react';
import { pendingUpdate } from '../app/pwa';

type Overlays = typeof import('./Overlays');

let overlays: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
const listeners = new Set<() => void>();

/** Loads the overlays on first use; a failed load (the server gone for a moment) is tried again by the next caller. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./Overlays').then(
    (module) => {
      overlays = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Loads them in the background: if that fails, the next page or update offer loads them. */
export const preloadOverlays = () => void loadOverlays().catch(() => undefined);

// The update offer is one of the overlays. Toasts ask for them themselves (the share button), and
// every page but the home loads them with Mantine's provider (MantineScope): the home's own load
// never evaluates Mantine.
pendingUpdate.subscribe(preloadOverlays);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The overlays module once loaded, else null. */
export function useOverlays(): Overlays | null {
  return useSyncExternalStore(subscribe, () => overlays);
}
