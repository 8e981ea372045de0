import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { populateSWTemplate } from 'workbox-build/build/lib/populate-sw-template';
import { validateGenerateSWOptions } from 'workbox-build/build/lib/validate-options';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PRECACHE_MAX_BYTES, PRECACHE_TOTAL_BYTES, workboxOptions } from './pwa-config';

const dist = mkdtempSync(path.join(tmpdir(), 'localbox-sw-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const write = (file: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), Buffer.alloc(bytes, 1));
};

describe('service worker precache list', () => {
  it('holds the shell and small tool code, no library over 100 KB and no engine', async () => {
    write('index.html', 2_000);
    write('assets/index-abc.js', 400_000);
    write('assets/processor-def.js', 30_000);
    write('assets/mozjpeg-123.wasm', 250_000);
    write('assets/avif_enc-456.wasm', 3_000_000);
    write('engines/ffmpeg/ffmpeg-core.wasm', 200_000); // small, but an engine all the same
    write('engines/ffmpeg/ffmpeg-core.js', 100_000);
    write('assets/jspdf.es.min-789.js', 400_000);
    write('assets/index-abc.css', 250_000);
    const { globPatterns, globIgnores, maximumFileSizeToCacheInBytes, manifestTransforms } = workboxOptions('1.0.0');
    const { manifestEntries, size, warnings } = await getManifest({
      globDirectory: dist,
      globPatterns,
      globIgnores,
      maximumFileSizeToCacheInBytes,
      manifestTransforms,
    });
    const urls = manifestEntries!.map((entry) => (typeof entry === 'string' ? entry : entry.url)).sort();
    // The shell's entry whatever its size; other files over 100 KB (libraries, codecs) on first use.
    expect(urls).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'assets/processor-def.js', 'index.html']);
    expect(urls.some((url) => url.startsWith('engines/'))).toBe(false);
    expect(size).toBeLessThan(PRECACHE_MAX_BYTES);
    expect(warnings.join('\n')).toMatch(/avif_enc/);
  });

  it('stays within the 1.5 MB budget: the shell first, then the smallest files that fit', async () => {
    const budgetDist = mkdtempSync(path.join(tmpdir(), 'localbox-sw-budget-'));
    try {
      const put = (file: string, bytes: number) => {
        mkdirSync(path.dirname(path.join(budgetDist, file)), { recursive: true });
        writeFileSync(path.join(budgetDist, file), Buffer.alloc(bytes, 1));
      };
      put('index.html', 2_000);
      put('assets/index-abc.js', 420_000);
      put('assets/index-abc.css', 250_000);
      for (let i = 0; i < 40; i++) put(`assets/chunk-${String(i).padStart(2, '0')}.js`, 10_000 + i * 2_000);
      // Every route loads its language's strings and the option schemas before the worker controls the
      // first page: always precached, however full the budget.
      const always = ['assets/en-a1.js', 'assets/de-b2.js', 'assets/zh-TW-c3.js', 'assets/schemas-d4.js', 'assets/schemas-e5.js'];
      for (const file of always) put(file, 95_000);
      const { globPatterns, globIgnores, maximumFileSizeToCacheInBytes, manifestTransforms } = workboxOptions('1.0.0');
      const { manifestEntries, size } = await getManifest({ globDirectory: budgetDist, globPatterns, globIgnores, maximumFileSizeToCacheInBytes, manifestTransforms });
      const urls = manifestEntries!.map((entry) => (typeof entry === 'string' ? entry : entry.url));
      expect(size).toBeLessThanOrEqual(PRECACHE_TOTAL_BYTES);
      expect(urls).toEqual(expect.arrayContaining(['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'assets/chunk-00.js', ...always]));
      // The largest chunks are the ones left for first use.
      expect(urls).not.toContain('assets/chunk-39.js');
    } finally {
      rmSync(budgetDist, { recursive: true, force: true });
    }
  });

  it('takes the first page at once (clientsClaim), so what it fetches next reaches the caches; updates still wait for the prompt', () => {
    const options = workboxOptions('1.0.0');
    expect(options.clientsClaim).toBe(true);
    expect(options.skipWaiting).not.toBe(true);
  });

  it('caches engines at runtime, CacheFirst, in a cache named with the version', () => {
    const [engines] = workboxOptions('2.3.4').runtimeCaching!;
    expect(engines.handler).toBe('CacheFirst');
    expect(engines.options?.cacheName).toBe('localbox-engines-2.3.4');
    const match = engines.urlPattern as (context: { url: URL }) => boolean;
    const inWorkerAt = (scope: string, url: string) => {
      vi.stubGlobal('self', { registration: { scope } });
      try {
        return match({ url: new URL(url) });
      } finally {
        vi.unstubAllGlobals();
      }
    };
    expect(inWorkerAt('https://x/', 'https://x/engines/ffmpeg/ffmpeg-core.wasm')).toBe(true);
    expect(inWorkerAt('https://x/', 'https://x/assets/index.js')).toBe(false);
    // Served under a prefix (LOCALBOX_BASE): the worker's scope says where.
    expect(inWorkerAt('https://x/tools/', 'https://x/tools/engines/ffmpeg/ffmpeg-core.wasm')).toBe(true);
    expect(inWorkerAt('https://x/tools/', 'https://x/engines/ffmpeg/ffmpeg-core.wasm')).toBe(false);
  });

  it('falls back to the precached page and imports its scripts relative to the worker, so a build under a prefix works', () => {
    const options = workboxOptions('1.0.0', undefined, '/tools/');
    expect(options.navigateFallback).toBe('index.html');
    expect(options.importScripts!.every((script) => !script.startsWith('/'))).toBe(true);
    const [denied] = options.navigateFallbackDenylist!;
    expect(denied.test('/tools/engines/heic/1.23.2/libheif.wasm')).toBe(true);
    expect(denied.test('/tools/image/image-compress')).toBe(false);
  });

  it("writes a service worker that imports the engine hashes' pin and checks engine files with them", () => {
    // workbox-build refuses a plugin with anything but its own callbacks (the build fails in closeBundle).
    const options = validateGenerateSWOptions({ ...workboxOptions('1.0.0'), globDirectory: dist, swDest: path.join(dist, 'sw.js') });
    const sw = populateSWTemplate(options);
    expect(sw).toMatch(/importScripts\(\s*"engine-integrity\.js"[,)]/);
    expect(sw).toContain('does not match the hash this version pinned');
  });
});
