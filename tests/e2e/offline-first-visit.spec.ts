import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uploadFiles, waitForRows } from './image-helpers';
import { fileFromDisk, smallPhotos } from './media';
import { missingFromCaches } from './offline';
import { serveDist, type StaticServer } from './static-server';

// A real server the test stops (playwright's webServer cannot be): ports 4290–4294 are for such tests.
const PORT = 4290;
const origin = `http://localhost:${PORT}`;
const ROUTE = '/image/image-compress';
const toolName = (language: string) => (JSON.parse(readFileSync(`plugins/image-compress/locales/${language}.json`, 'utf8')) as { name: string }).name;

let server: StaticServer;
test.beforeAll(async () => {
  server = await serveDist(process.env.DIST_DIR ?? 'dist', PORT);
});
test.afterAll(async () => {
  await server.stop();
});

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin, serviceWorkers: 'allow' });

/** Drops one real photo and waits for its row to be compressed. */
async function compressOnePhoto(page: Page) {
  await uploadFiles(page, [fileFromDisk(smallPhotos(1)[0])]);
  await waitForRows(page, 1);
  await expect(page.locator('[data-testid="result-row"]')).toHaveAttribute('data-status', 'done');
}

/** Drops the browser's HTTP cache, as a visitor's browser may do at any time: only the service worker's caches are left. */
async function clearHttpCache(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

for (const language of ['en', 'de']) {
  test(`after one visit (one photo compressed), image-compress works with the server gone and the HTTP cache cleared, in ${language} @slow`, async ({ page, context }) => {
    test.setTimeout(300_000);
    await server.start().catch(() => undefined);
    const served = server.requests.length;
    // The first visit, not yet controlled by the service worker: the photo is dropped at once.
    await page.goto(`${ROUTE}?lng=${language}`);
    await expect(page.locator('main h1').first()).toHaveText(toolName(language));
    await compressOnePhoto(page);
    // Everything this visit fetched (chunks, strings, codecs, in the page and its workers) ends up in
    // the service worker's caches.
    const fetched = [...new Set(server.requests.slice(served).filter((path) => /^\/(assets|engines)\//.test(path)))];
    expect(fetched.length).toBeGreaterThan(10);
    await expect.poll(async () => missingFromCaches(page, fetched), { message: 'files of the first visit not kept for offline use', timeout: 120_000 }).toEqual([]);

    await server.stop();
    await clearHttpCache(context, page);
    await expect(page.request.get(ROUTE).catch(() => 'refused')).resolves.toBe('refused');
    await page.goto(`${ROUTE}?lng=${language}`);
    await expect(page.locator('main h1').first()).toHaveText(toolName(language));
    await compressOnePhoto(page);
    await expect(page.getByText(/errors\.|screenFailed/)).toHaveCount(0);
  });
}

test('a precache cut short by the server going away leaves the site working once it is back @slow', async ({ page }) => {
  await server.start().catch(() => undefined);
  const served = server.requests.length;
  await page.goto(ROUTE);
  await expect(page.locator('main h1').first()).toHaveText(toolName('en'));
  // The service worker has started filling its precache: the host goes away in the middle of it.
  await expect.poll(() => server.requests.slice(served).indexOf('/sw.js')).toBeGreaterThanOrEqual(0);
  const afterWorker = () => server.requests.slice(served + server.requests.slice(served).indexOf('/sw.js'));
  await expect.poll(() => afterWorker().filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(20);
  await server.stop();
  // The cut-short install is given up: no worker takes the page with half a precache.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state ?? 'none'), { timeout: 60_000 })
    .toBe('none');

  await server.start();
  await page.goto(ROUTE);
  await expect(page.locator('main h1').first()).toHaveText(toolName('en'));
  await compressOnePhoto(page);
  for (const route of ['/', '/writer/word-count']) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
});
