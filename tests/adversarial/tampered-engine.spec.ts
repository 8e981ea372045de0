import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { FFMPEG_CORE_VERSION, FFMPEG_ENGINE_BASE, FFMPEG_WASM_FILE } from '../../kits/media/ffmpeg/core-files';
import { expect, openRoute, test } from '../e2e/fixtures';
import { presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { AUDIO_DIR, mediaFile, openMediaTool } from '../e2e/media-helpers';
import { svgFile } from '../e2e/svg-render';
import { serveDist, type StaticServer } from '../e2e/static-server';

// The server (here: the route, which stands for it) sends a same-size libheif.wasm with one string
// changed: still a working decoder, so only a hash check can tell.
const MISMATCH = 'The engine file does not match this version of Localbox';

async function serveTamperedHeicEngine(context: BrowserContext): Promise<string[]> {
  const served: string[] = [];
  await context.route(/\/engines\/heic\/[^/]+\/libheif\.wasm$/, async (route) => {
    const response = await route.fetch();
    const bytes = Buffer.from(await response.body());
    const at = bytes.indexOf('Unsupported plugin version');
    expect(at).toBeGreaterThan(0);
    bytes.write('UNSUPPORTED', at, 'latin1');
    served.push(route.request().url());
    await route.fulfill({ response, body: bytes });
  });
  return served;
}

async function dropHeic(page: Page) {
  await presetOptions(page, 'image-converter', { ...CONVERTER_DEFAULTS, target: 'jpeg' });
  await openRoute(page, '/image/image-converter');
  await uploadFiles(page, [{ name: 'photo.heic', mimeType: 'image/heic', buffer: readFileSync(path.resolve('.fixtures/heic/exif-gps.heic')) }]);
  await waitForRows(page, 1);
  await expectMismatch(page.locator('[data-testid="result-row"][data-name="photo.heic"]'));
}

async function expectMismatch(row: Locator) {
  await expect(row).toHaveAttribute('data-status', 'failed');
  await expect(row.getByTestId('row-error')).toContainText(MISMATCH);
  await expect(row.getByTestId('row-error')).not.toContainText('could not be downloaded');
}

/**
 * `gzipped` with one string of the packed file overwritten, packed again to exactly its size (the
 * gzip header's extra field takes up what the new packing saves): what a host holding a modified
 * engine sends. A run of one character packs smaller than the text it replaces.
 */
function tamperGzip(gzipped: Buffer, text: string): Buffer {
  const raw = gunzipSync(gzipped);
  const at = raw.indexOf(text);
  expect(at).toBeGreaterThan(0);
  raw.write('#'.repeat(text.length), at, 'latin1');
  const packed = gzipSync(raw, { level: 9 });
  const saved = gzipped.length - packed.length;
  if (saved === 0) return packed;
  expect(saved).toBeGreaterThanOrEqual(2);
  const extra = Buffer.alloc(saved);
  extra.writeUInt16LE(saved - 2, 0);
  const out = Buffer.concat([packed.subarray(0, 10), extra, packed.subarray(10)]);
  out[3] |= 0x04; // FEXTRA
  return out;
}

/** A copy of the build (hard links, the tampered files written anew) whose ffmpeg core wasm (both flavours) has its copyright line overwritten. */
function tamperedFfmpegBuild(dist: string, copy: string): void {
  rmSync(copy, { recursive: true, force: true });
  execFileSync('cp', ['-al', dist, copy]);
  const cores = path.join(copy, FFMPEG_ENGINE_BASE, FFMPEG_CORE_VERSION);
  for (const flavour of readdirSync(cores)) {
    const file = path.join(cores, flavour, FFMPEG_WASM_FILE);
    const original = readFileSync(file);
    const tampered = tamperGzip(original, 'Copyright (c)');
    expect(tampered.length).toBe(original.length);
    rmSync(file);
    writeFileSync(file, tampered);
  }
}

test.describe('a tampered engine file', () => {
  test('is refused on a first visit, before any service worker controls the page, saying it does not match this version', async ({ page, context }) => {
    const served = await serveTamperedHeicEngine(context);
    await dropHeic(page);
    expect(served.length).toBeGreaterThan(0);
  });

  test.describe('with the service worker controlling the page', () => {
    test.use({ serviceWorkers: 'allow' });
    test('is refused with the same message, and not kept in its cache @slow', async ({ page, context }) => {
      await openRoute(page, '/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
      const served = await serveTamperedHeicEngine(context);
      await dropHeic(page);
      expect(served.length).toBeGreaterThan(0);
      const cached = await page.evaluate(async () => {
        const found: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) if (request.url.includes('/engines/heic/')) found.push(request.url);
        return found;
      });
      expect(cached).toEqual([]);
    });
  });
});

test.describe('a tampered ffmpeg core on the host', () => {
  // Beside the preview server's port, so runs of parallel checkouts (PORT=…) each get their own.
  const PORT = Number(process.env.PORT ?? 4173) + 27;
  const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
  const COPY = `${DIST}-tampered-ffmpeg`;
  let server: StaticServer;
  test.beforeAll(async () => {
    tamperedFfmpegBuild(DIST, COPY);
    server = await serveDist(COPY, PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(COPY, { recursive: true, force: true });
  });
  test.use({ baseURL: `http://localhost:${PORT}` });

  test('is refused on a first visit before the core starts, saying it does not match this version @slow', async ({ page }) => {
    test.setTimeout(240_000);
    await openMediaTool(page, '/audio/audio-converter');
    await uploadFiles(page, [mediaFile(path.join(AUDIO_DIR, 'tone.wav'), 'audio/wav')]);
    await waitForRows(page, 1, 180_000);
    await expectMismatch(page.locator('[data-testid="result-row"][data-name="tone.wav"]'));
    const core = `${FFMPEG_ENGINE_BASE}${FFMPEG_CORE_VERSION}/`;
    expect(server.requests.filter((request) => request.startsWith(core) && request.endsWith(`/${FFMPEG_WASM_FILE}`)).length).toBeGreaterThan(0);
    // The core's script was never even asked for: no code of the tampered engine ran.
    expect(server.requests.filter((request) => request.startsWith(core) && request.endsWith('.js'))).toEqual([]);
  });
});

test('a tampered font of a build table (svg-to-pdf’s Noto subsets) is refused on a first visit, not hidden behind the picture fallback @slow', async ({ page, context }) => {
  // Same size, last byte changed: only the folder's pins can tell.
  const served: string[] = [];
  await context.route(/\/engines\/svg-to-pdf\/fonts\/[^/]+\.woff$/, async (route) => {
    const response = await route.fetch();
    const bytes = Buffer.from(await response.body());
    bytes[bytes.length - 1] ^= 0xff;
    served.push(route.request().url());
    await route.fulfill({ response, body: bytes });
  });
  await openRoute(page, '/svg/svg-to-pdf');
  const cjk = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="42" font-size="32">你好</text></svg>';
  await uploadFiles(page, [svgFile('hello.svg', cjk)]);
  await waitForRows(page, 1);
  await expectMismatch(page.locator('[data-testid="result-row"][data-name="hello.svg"]'));
  expect(served.length).toBeGreaterThan(0);
});
