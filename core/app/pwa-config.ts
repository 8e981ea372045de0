/**
 * The service worker's caching rules (used by vite.config.ts; unit-tested against workbox-build).
 * Precached: the shell and tool code only, no file over 1 MB and nothing under /engines/, so a
 * visit to the word counter never downloads megabytes of codecs. Engines, models and large wasm
 * codecs are cached on first use (CacheFirst) in caches named with the app version, so a tool
 * works offline after its first use and a new version never serves old engine files. An engine file
 * is used and kept only if it matches the SHA-256 the build pinned for it.
 */
import type { GenerateSWOptions, ManifestTransform } from 'workbox-build';
import { ENGINE_PIN_SCRIPT, ENGINE_TABLE_FILE } from '../build/engine-integrity';
import { engineIntegrityPlugin } from './engine-integrity-sw';

export const PRECACHE_MAX_BYTES = 1024 * 1024;
/**
 * Above this size a file is a library or codec (PDF writer, ONNX runtime, OpenCC dictionary,
 * wasm encoders): fetched on first use and kept by the runtime cache, not precached. Small code
 * (most tools' screens, options and processors) is precached, so most tools never opened still open
 * offline, within the total budget below (1.4 MB, 0.53 MB gzipped) instead of the 9 MB of old.
 */
export const PRECACHE_FILE_MAX_BYTES = 100 * 1024;
/** What a first visit may download into the precache, in all: under the 1.5 MB budget (1.4 MiB, so under it in either unit). */
export const PRECACHE_TOTAL_BYTES = 1.4 * 1024 * 1024;

/** The shell's entry (index.html and its index-*.js/css) is precached whatever its size. */
const isShellEntry = (url: string) => /^(index\.html|assets\/index-[\w-]+\.(js|css))$/.test(url.replace(/^\//, ''));

/** The build's shell files (scripts/bundle-size.ts shellFiles: entry, home, idle overlays), read once the build is written. */
export type ShellFiles = () => Set<string>;

/**
 * The shell first (its entry, and the home page and idle overlays it loads with no tool, so it runs
 * offline), then the other files up to 100 KB from the smallest up (tools' screens,
 * options, processors and strings), as long as the whole stays within the budget. What is left out
 * is fetched on first use and kept by the runtime cache like the libraries.
 */
export function keepSmallFiles(shellFiles: ShellFiles = () => new Set()): ManifestTransform {
  return async (entries) => {
    const known = shellFiles();
    const isShell = (url: string) => isShellEntry(url) || known.has(url.replace(/^\//, ''));
    const shell = entries.filter((entry) => isShell(entry.url));
    let total = shell.reduce((sum, entry) => sum + entry.size, 0);
    const rest = entries
      .filter((entry) => !isShell(entry.url) && entry.size <= PRECACHE_FILE_MAX_BYTES)
      .sort((a, b) => a.size - b.size || a.url.localeCompare(b.url))
      .filter((entry) => (total + entry.size <= PRECACHE_TOTAL_BYTES ? (total += entry.size) > 0 : false));
    return { manifest: [...shell, ...rest], warnings: [] };
  };
}

export function workboxOptions(version: string, shellFiles?: ShellFiles): Partial<GenerateSWOptions> {
  return {
    globPatterns: ['**/*.{js,css,html,json,svg,png,ico,wasm,webmanifest}'],
    globIgnores: ['engines/**', '**/node_modules/**', ENGINE_PIN_SCRIPT, ENGINE_TABLE_FILE],
    // Pins the hash of the engine files' table (written by the build, core/build/engine-integrity.ts),
    // and reports the service worker's own requests to the privacy check (public/network-report-sw.js).
    importScripts: [ENGINE_PIN_SCRIPT, '/network-report-sw.js'],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    manifestTransforms: [keepSmallFiles(shellFiles)],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/engines\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/engines/'),
        handler: 'CacheFirst',
        // Checked against the hashes the build pinned before the page uses or the cache keeps it.
        options: { cacheName: `localbox-engines-${version}`, cacheableResponse: { statuses: [200] }, plugins: [engineIntegrityPlugin] },
      },
      {
        // Tool assets left out of the precache (libraries and codecs over 100 KB), kept once used.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && /\.(wasm|js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: `localbox-assets-${version}`, cacheableResponse: { statuses: [200] } },
      },
    ],
  };
}
