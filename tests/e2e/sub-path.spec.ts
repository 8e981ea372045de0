import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { uploadFiles, waitForRows } from './image-helpers';
import { fileFromDisk, smallPhotos } from './media';
import { serveDist, type StaticServer } from './static-server';

// The build a site serving Localbox at https://example.org/tools/ makes (deploy/README.md), served by
// a real server under that prefix only: anything the app asks for at the root would get a 404.
const BASE = '/tools/';
const PORT = 4291;
const origin = `http://localhost:${PORT}`;
// SUBPATH_DIST reuses a build made with LOCALBOX_BASE=/tools/ (otherwise the test makes one).
const dist = process.env.SUBPATH_DIST ?? `${process.env.DIST_DIR ?? 'dist'}-tools`;
const toolName = (tool: string, language: string) => (JSON.parse(readFileSync(`plugins/${tool}/locales/${language}.json`, 'utf8')) as { name: string }).name;

let server: StaticServer;
test.beforeAll(async () => {
  test.setTimeout(900_000);
  if (!process.env.SUBPATH_DIST || !existsSync(path.join(dist, 'index.html'))) {
    const build = spawnSync('node_modules/.bin/vite', ['build'], { env: { ...process.env, LOCALBOX_BASE: BASE, DIST_DIR: dist, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, stdio: 'pipe', encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`LOCALBOX_BASE=${BASE} build failed:\n${build.stdout}\n${build.stderr}`);
  }
  server = await serveDist(dist, PORT, BASE);
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: origin, serviceWorkers: 'allow' });

test('a build for /tools/ runs a tool under that prefix: routes, strings, workers, engines, service worker and manifest, nothing at the root @slow', async ({ page, context }) => {
  test.setTimeout(300_000);
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:') seen.push(url.pathname);
  });

  await page.goto(`${BASE}image/image-compress?lng=de`);
  await expect(page.locator('main h1').first()).toHaveText(toolName('image-compress', 'de'));
  // A JPEG (the compress worker and its wasm codec) and a HEIC (the libheif engine under /tools/engines/).
  await uploadFiles(page, [fileFromDisk(smallPhotos(1)[0]), { name: 'photo.heic', mimeType: 'image/heic', buffer: readFileSync(path.resolve('.fixtures/heic/exif-gps.heic')) }]);
  await waitForRows(page, 2);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(2);
  expect(server.requests.some((request) => request.startsWith(`${BASE}engines/heic/`))).toBe(true);

  // The service worker is registered for the prefix and takes the page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toBe(`${origin}${BASE}sw.js`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${origin}${BASE}`);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(`${BASE}manifest.webmanifest`);
  const manifest = (await (await page.request.get(manifestHref!)).json()) as { start_url: string; scope: string; icons: { src: string }[] };
  expect([manifest.start_url, manifest.scope]).toEqual([BASE, BASE]);
  expect(manifest.icons.every((icon) => icon.src.startsWith(BASE))).toBe(true);

  // In-app links stay under the prefix, and a reload of a deep route works.
  await page.getByTestId('sidebar').getByRole('link', { name: toolName('word-count', 'de') }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}${BASE}writer/word-count`));
  await page.reload();
  await expect(page.getByTestId('word-count-input')).toBeVisible();

  const outside = [...new Set([...seen, ...server.requests].filter((pathname) => !pathname.startsWith(BASE)))];
  expect(outside, 'requests outside /tools/').toEqual([]);
});
