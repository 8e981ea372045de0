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
  handOverEarlyRequests();
  afterLoad(() => void register());
}

/**
 * A first visit runs before the service worker controls the page: the chunks, codecs and engine
 * files it (and its workers) fetched until then went past the worker's caches and checks, and so may
 * a worker started before. Once the worker takes the page (clientsClaim), it is handed each such URL
 * (workbox's CACHE_URLS message), now and as workers report more (core/network/network-log.ts), and
 * fetches it through its routes: kept by the runtime caches (engine files checked first), so what
 * this visit used works offline.
 */
function handOverEarlyRequests() {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  container.addEventListener('controllerchange', () => void handOver(container), { once: true });
}

async function handOver(container: ServiceWorkerContainer) {
  const { watchRequests } = await import('../network/network-log');
  const base = new URL(import.meta.env.BASE_URL, location.href).href;
  const ours = (url: string) => url.startsWith(`${base}assets/`) || url.startsWith(`${base}engines/`);
  const handed = new Set<string>();
  watchRequests((requests) => {
    const urls = requests.filter((request) => request.source !== 'service-worker').map((request) => request.url.split('#')[0]).filter((url) => ours(url) && !handed.has(url));
    if (urls.length === 0) return;
    urls.forEach((url) => handed.add(url));
    container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } });
  });
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
