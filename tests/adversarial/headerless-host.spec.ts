import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { uploadFiles, waitForRows } from '../e2e/image-helpers';
import { CONTENT_TYPES } from '../e2e/static-server';

/**
 * Issue 17 item 2: the same build on a host that sends no headers at all (only the meta-tag CSP
 * in index.html applies). Workers are not covered by the page's meta tag, so they must refuse to
 * work; and another site framing the app must not get a working tool. Three attempts, all held.
 */
// Beside the preview server's port, so runs of parallel checkouts (PORT=…) each get their own.
const PORT = Number(process.env.PORT ?? 4173) + 26;
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');

let server: Server;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url!, `http://localhost:${PORT}`).pathname);
    let file = path.join(DIST, pathname);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
    // Deliberately only a content type: no CSP, no COOP/COEP, no frame-ancestors.
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.use({ baseURL: `http://localhost:${PORT}`, serviceWorkers: 'block' });

test('on a host without the security headers a file tool and a code runner refuse and say why; another site framing the app gets a link, not the tool', async ({ page }) => {
  await page.goto('/image/image-compress');
  await expect(page.locator('main h1').first()).toBeVisible();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
  await uploadFiles(page, [{ name: 'dot.png', mimeType: 'image/png', buffer: png }]);
  await waitForRows(page, 1);
  await expect(page.getByTestId('row-error')).toContainText('served without its security headers');

  await page.goto('/date/dayjs-utils');
  await expect(page.getByTestId('code-runner-error')).toContainText('served without its security headers', { timeout: 60_000 });

  // Another site: a page of another origin than the app's.
  const framer = await page.context().newPage();
  await framer.setContent(`<iframe src="http://localhost:${PORT}/image/image-compress" width="900" height="600"></iframe>`);
  const frame = framer.frameLocator('iframe');
  await expect(frame.getByTestId('framed-notice')).toBeVisible();
  await expect(frame.getByTestId('upload-zone')).toHaveCount(0);
});
