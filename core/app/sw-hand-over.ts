/**
 * A first visit runs before the service worker controls the page: the chunks, codecs and engine
 * files it (and its workers) fetched until then went past the worker's caches and checks, and so may
 * a worker started before. Once the worker takes the page (clientsClaim), it is handed each such URL
 * (workbox's CACHE_URLS message), now and as workers report more (core/network/network-log.ts), and
 * fetches it through its routes: kept by the runtime caches (engine files checked first), so what
 * this visit used works offline.
 */
import { watchRequests } from '../network/network-log';

export function handOverEarlyRequests(container: ServiceWorkerContainer) {
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
