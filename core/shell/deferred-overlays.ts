import { useSyncExternalStore } from 'react';
import { afterLoad } from '../app/after-load';

type Overlays = typeof import('./overlays');

let overlays: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
const listeners = new Set<() => void>();

/** Loads the overlays now (on first use) instead of waiting for idle. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./overlays').then((module) => {
    overlays = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/**
 * For the home, once it has rendered and the main thread is idle: Mantine's provider comes with the
 * overlays, and evaluating it must not compete with the first screen. Other pages load Mantine with
 * their own chunks and ask for the overlays at once (MantineScope).
 */
export function loadOverlaysWhenIdle(): void {
  afterLoad(() => void loadOverlays());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The overlays module once loaded, else null. */
export function useOverlays(): Overlays | null {
  return useSyncExternalStore(subscribe, () => overlays);
}
