import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECACHE_MAX_BYTES, workboxOptions } from './pwa-config';

const dist = mkdtempSync(path.join(tmpdir(), 'localbox-sw-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const write = (file: string, bytes: number) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), Buffer.alloc(bytes, 1));
};

describe('service worker precache list', () => {
  it('holds the shell and tool code, no file over 1 MB and no engine', async () => {
    write('index.html', 2_000);
    write('assets/index-abc.js', 400_000);
    write('assets/processor-def.js', 30_000);
    write('assets/mozjpeg-123.wasm', 250_000);
    write('assets/avif_enc-456.wasm', 3_000_000);
    write('engines/ffmpeg/ffmpeg-core.wasm', 200_000); // small, but an engine all the same
    write('engines/ffmpeg/ffmpeg-core.js', 100_000);
    const { globPatterns, globIgnores, maximumFileSizeToCacheInBytes } = workboxOptions('1.0.0');
    const { manifestEntries, size, warnings } = await getManifest({ globDirectory: dist, globPatterns, globIgnores, maximumFileSizeToCacheInBytes });
    const urls = manifestEntries!.map((entry) => (typeof entry === 'string' ? entry : entry.url)).sort();
    expect(urls).toEqual(['assets/index-abc.js', 'assets/mozjpeg-123.wasm', 'assets/processor-def.js', 'index.html']);
    expect(urls.some((url) => url.startsWith('engines/'))).toBe(false);
    expect(size).toBeLessThan(PRECACHE_MAX_BYTES);
    expect(warnings.join('\n')).toMatch(/avif_enc/);
  });

  it('caches engines at runtime, CacheFirst, in a cache named with the version', () => {
    const [engines] = workboxOptions('2.3.4').runtimeCaching!;
    expect(engines.handler).toBe('CacheFirst');
    expect(engines.options?.cacheName).toBe('localbox-engines-2.3.4');
    const match = engines.urlPattern as (context: { url: URL }) => boolean;
    expect(match({ url: new URL('https://x/engines/ffmpeg/ffmpeg-core.wasm') })).toBe(true);
    expect(match({ url: new URL('https://x/assets/index.js') })).toBe(false);
  });
});
