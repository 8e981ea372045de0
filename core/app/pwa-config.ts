/**
 * The service worker's caching rules (used by vite.config.ts; unit-tested against workbox-build).
 * Precached: the shell and tool code only, no file over 1 MB and nothing under /engines/, so a
 * visit to the word counter never downloads megabytes of codecs. Engines, models and large wasm
 * codecs are cached on first use (CacheFirst) in caches named with the app version, so a tool
 * works offline after its first use and a new version never serves old engine files.
 */
import type { GenerateSWOptions } from 'workbox-build';

export const PRECACHE_MAX_BYTES = 1024 * 1024;

export function workboxOptions(version: string): Partial<GenerateSWOptions> {
  return {
    globPatterns: ['**/*.{js,css,html,json,svg,png,ico,wasm,webmanifest}'],
    globIgnores: ['engines/**', '**/node_modules/**'],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/engines\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/engines/'),
        handler: 'CacheFirst',
        options: { cacheName: `localbox-engines-${version}`, cacheableResponse: { statuses: [200] } },
      },
      {
        // Large tool assets left out of the precache (wasm codecs over 1 MB).
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && /\.(wasm|js)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: `localbox-assets-${version}`, cacheableResponse: { statuses: [200] } },
      },
    ],
  };
}
