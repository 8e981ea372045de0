import { afterLoad } from './after-load';

const UPDATE_CHECK_MS = 24 * 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => Promise<void>) | null = null;

/** A new version waiting: `apply()` activates it and reloads. Shown by UpdatePrompt once no job runs. */
export const pendingUpdate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ready: () => applyUpdate !== null,
  apply: () => void applyUpdate?.(),
};

/**
 * Registers the service worker: offline after the first visit, an update check every 24 hours.
 * An update is never forced: it waits until no job runs in the tab, then offers the reload.
 * Registered once the page has loaded, so the precache download never competes with the first paint.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  handOverOnceControlled();
  afterLoad(() => void register());
}

/** After the worker takes a first visit's page, it is handed what the visit fetched before (./sw-hand-over.ts). */
function handOverOnceControlled() {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  container.addEventListener('controllerchange', () => void import('./sw-hand-over').then(({ handOverEarlyRequests }) => handOverEarlyRequests(container)), { once: true });
}

async function register() {
  // Imported here: the registration helper is not needed for the first paint.
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      applyUpdate = () => updateSW(true);
      listeners.forEach((listener) => listener());
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.warn('Service worker registration failed', error);
    },
  });
}
