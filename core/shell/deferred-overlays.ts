import { useSyncExternalStore } from 'react';
import { afterLoad } from '../app/after-load';
import { i18nReady } from '../i18n/i18n';

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

// After the page's own first render (its strings and route), when the main thread is idle.
void i18nReady.then(() => afterLoad(() => void loadOverlays()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The overlays module once loaded, else null. */
export function useOverlays(): Overlays | null {
  return useSyncExternalStore(subscribe, () => overlays);
}
