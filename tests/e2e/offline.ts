import { expect, type Page } from '@playwright/test';
import { FFMPEG_WASM_FILE } from '../../kits/media/ffmpeg/core-files';

/** The paths of every response in the page's Cache Storage (the service worker's precache and runtime caches). */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * Waits until the service worker has stored what a visit fetched, before a test cuts the network:
 * a runtime cache is written after the response is used, so going offline at once races with it.
 * `ready` says, from the cached paths, whether everything needed is there.
 */
export async function waitUntilCached(page: Page, ready: (paths: string[]) => boolean, what: string): Promise<void> {
  await expect.poll(async () => ready(await cachedPaths(page)), { message: `${what} kept for offline use`, timeout: 120_000 }).toBe(true);
}

/** Which of `paths` the service worker's caches do not hold. */
export async function missingFromCaches(page: Page, paths: string[]): Promise<string[]> {
  const cached = new Set(await cachedPaths(page));
  return paths.filter((path) => !cached.has(path));
}

/** Every script and stylesheet the page itself loaded from /assets/ is cached. */
export async function waitUntilPageAssetsCached(page: Page): Promise<void> {
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && /\.(js|css)$/.test(path)),
  );
  await waitUntilCached(page, (paths) => loaded.every((path) => paths.includes(path)), `the page's ${loaded.length} assets`);
}

/** The ffmpeg.wasm core the engine loaded (its script and wasm, and the thread worker of the multi-threaded build). */
export function ffmpegCoreCached(paths: string[]): boolean {
  const core = paths.find((path) => /^\/engines\/ffmpeg\/.+\/ffmpeg-core\.js$/.test(path));
  if (!core) return false;
  const dir = core.slice(0, core.lastIndexOf('/') + 1);
  const needed = [FFMPEG_WASM_FILE, ...(dir.endsWith('/mt/') ? ['ffmpeg-core.worker.js'] : [])];
  return needed.every((name) => paths.includes(dir + name));
}
