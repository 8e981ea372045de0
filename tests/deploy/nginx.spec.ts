import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FFMPEG_CORE_VERSION, FFMPEG_WASM_FILE } from '../../kits/media/ffmpeg/core-files';
import { encodeImage } from '../../kits/image/encode';
import { sniffFormat } from '../../kits/image/header';
import { syntheticPhoto } from '../../kits/image/testing/synthetic';
import { ENGINE_WORKER_PREFIX, engineWorkerPolicy } from '../../plugins/image-removebg/vite-engine';
import { securityHeaders } from '../../core/build/security-headers';
import { expect, openRoute, test as base } from '../e2e/fixtures';
import { decodeAny, downloadZip, nodeCodecs, uploadFiles, waitForRows } from '../e2e/image-helpers';
import { startNginx } from './servers';

/**
 * The documented nginx configuration (deploy/nginx/localbox.conf) on Debian's real nginx, serving
 * the build: the headers on pages, deep links, assets, engines and workers, and a tool that works
 * in Chromium behind it. Every request stays on nginx's origin (the fixtures check it).
 */
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');

const test = base.extend<object, { nginxOrigin: string }>({
  nginxOrigin: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startNginx(DIST);
      await provide(server.origin);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginxOrigin }, provide) => provide(nginxOrigin),
});

const assetNamed = (pattern: RegExp) => readdirSync(path.join(DIST, 'assets')).find((name) => pattern.test(name))!;

test('@slow nginx with the documented configuration serves the app with its headers, deep links and a working tool', async ({ page, request }) => {
  const headersOf = async (url: string, status = 200) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    return { headers: response.headers(), body: await response.body() };
  };
  const withSecurityHeaders = (url: string, headers: Record<string, string>, policy = securityHeaders['Content-Security-Policy']) => {
    for (const [name, value] of Object.entries({ ...securityHeaders, 'Content-Security-Policy': policy })) expect(headers[name.toLowerCase()], `${url}: ${name}`).toBe(value);
  };

  // Pages: the home, index.html, a deep link (the app's own page, not a 404), all checked on every visit.
  for (const url of ['/', '/index.html', '/image/image-converter', '/date/dayjs-utils']) {
    const { headers, body } = await headersOf(url);
    withSecurityHeaders(url, headers);
    expect(headers['content-type'], url).toContain('text/html');
    expect(headers['cache-control'], url).toBe('no-cache');
    expect(body.toString(), url).toContain('<div id="root">');
  }
  // Hashed assets are kept a year; the service worker is checked on every visit.
  const entry = `/assets/${assetNamed(/^index-[\w-]+\.js$/)}`;
  expect((await headersOf(entry)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const sw = await headersOf('/sw.js');
  withSecurityHeaders('/sw.js', sw.headers);
  expect(sw.headers['cache-control']).toBe('no-cache');
  // Engines: wasm with its type, onnxruntime's module script as JavaScript, a missing file a real 404.
  const wasm = await headersOf('/engines/removebg/ort-wasm-simd-threaded.wasm');
  expect(wasm.headers['content-type']).toBe('application/wasm');
  withSecurityHeaders('ort-wasm-simd-threaded.wasm', wasm.headers);
  withSecurityHeaders(FFMPEG_WASM_FILE, (await headersOf(`/engines/ffmpeg/${FFMPEG_CORE_VERSION}/st/${FFMPEG_WASM_FILE}`)).headers);
  expect((await headersOf('/engines/removebg/ort-wasm-simd-threaded.mjs')).headers['content-type']).toBe('text/javascript');
  withSecurityHeaders('/engines/nothing.wasm', (await headersOf('/engines/nothing.wasm', 404)).headers);
  // Workers take their policy from their own response: every worker gets the strict one but the
  // background-removal engine worker, which gets its own.
  const workers = readdirSync(path.join(DIST, 'assets')).filter((name) => /worker[^/]*\.js$/.test(name));
  expect(workers.length).toBeGreaterThan(3);
  for (const worker of workers) {
    const policy = `assets/${worker}`.startsWith(ENGINE_WORKER_PREFIX) ? engineWorkerPolicy() : securityHeaders['Content-Security-Policy'];
    withSecurityHeaders(worker, (await headersOf(`/assets/${worker}`)).headers, policy);
  }
  expect(workers.filter((worker) => `assets/${worker}`.startsWith(ENGINE_WORKER_PREFIX))).toHaveLength(1);

  // A deep link in Chromium: cross-origin isolated, and the converter works in the pool's workers
  // (which refuse to work unless their own response carried the headers).
  await nodeCodecs();
  await openRoute(page, '/image/image-converter');
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
  const png = Buffer.from(await encodeImage(syntheticPhoto(48, 32), { format: 'png', colours: 'all' }));
  await page.getByTestId('upload-input').waitFor({ state: 'attached' });
  await uploadFiles(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: png }]);
  await waitForRows(page, 1);
  await expect(page.getByTestId('result-row').first()).toHaveAttribute('data-status', 'done');
  const zip = await downloadZip(page);
  const [name, bytes] = [...zip][0];
  expect(name).toMatch(/^photo\.\w+$/);
  const format = sniffFormat(bytes);
  expect(format).not.toBeNull();
  const decoded = await decodeAny(bytes);
  expect([decoded.width, decoded.height]).toEqual([48, 32]);
});
