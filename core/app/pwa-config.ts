/**
 * The service worker's caching rules (used by vite.config.ts; unit-tested against workbox-build).
 * Precached: the shell and tool code only, no file over 1 MB and nothing under /engines/, so a
 * visit to the word counter never downloads megabytes of codecs. Engines, models and large wasm
 * codecs are cached on first use (CacheFirst) in caches named with the app version, so a tool
 * works offline after its first use and a new version never serves old engine files. An engine file
 * is used and kept only if it matches the SHA-256 the build pinned for it.
 */
import type { GenerateSWOptions, ManifestTransform } from 'workbox-build';
import { LANGUAGES } from '../plugin/schema';
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

/**
 * Precached whatever its size: the shell's entry (index.html and its index-*.js/css), and what every
 * route loads before anything else: the strings of each language (core/i18n/bundles/*.ts) and the
 * option schemas. A first visit loads them before the service worker controls the page, so they
 * never reach a runtime cache, and without them no screen opens offline.
 */
const alwaysPrecached = new RegExp(`^(index\\.html|assets/(index|schemas|${LANGUAGES.join('|')})-[\\w-]+\\.(js|css))$`);
const isShellEntry = (url: string) => alwaysPrecached.test(url.replace(/^\//, ''));

/** The build's shell files (scripts/bundle-size.ts shellFiles: entry, home, idle overlays), read once the build is written. */
export type ShellFiles = () => Set<string>;

/**
 * The shell first (its entry, strings and schemas, and the home page and idle overlays it loads with
 * no tool, so it runs offline), then the other files up to 100 KB from the smallest up (tools' screens,
 * options, processors), as long as the whole stays within the budget. What is left out is fetched on
 * first use and kept by the runtime cache like the libraries (core/app/pwa.ts hands the service
 * worker what the page fetched before it was controlled).
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

/** The service worker's scope as a path ('/' or the LOCALBOX_BASE prefix); the functions below run in the worker and read it from its registration. */
interface WorkerScope {
  registration: { scope: string };
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function workboxOptions(version: string, shellFiles?: ShellFiles, base = '/'): Partial<GenerateSWOptions> {
  return {
    globPatterns: ['**/*.{js,css,html,json,svg,png,ico,wasm,webmanifest}'],
    globIgnores: ['engines/**', '**/node_modules/**', ENGINE_PIN_SCRIPT, ENGINE_TABLE_FILE],
    // Pins the hash of the engine files' table (written by the build, core/build/engine-integrity.ts),
    // and reports the service worker's own requests to the privacy check (public/network-report-sw.js).
    // Relative to the worker's own URL, like the precache list: the same build works under a prefix.
    importScripts: [ENGINE_PIN_SCRIPT, 'network-report-sw.js'],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    manifestTransforms: [keepSmallFiles(shellFiles)],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [new RegExp(`^${escapeRegExp(base)}engines/`)],
    cleanupOutdatedCaches: true,
    // The first page is controlled as soon as the worker is active: its later requests (a tool's
    // processor, codecs, engines) reach the runtime caches and the engine check. Updates still wait
    // for the prompt (no skipWaiting).
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}engines/`),
        handler: 'CacheFirst',
        // Checked against the hashes the build pinned before the page uses or the cache keeps it.
        options: { cacheName: `localbox-engines-${version}`, cacheableResponse: { statuses: [200] }, plugins: [engineIntegrityPlugin] },
      },
      {
        // Tool assets left out of the precache (libraries and codecs over 100 KB), kept once used.
        urlPattern: ({ url }) => url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}assets/`) && /\.(wasm|js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: `localbox-assets-${version}`, cacheableResponse: { statuses: [200] } },
      },
    ],
  };
}
