import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_OPTIONS as CONVERTER_DEFAULTS } from '../../plugins/image-converter/options';
import { expect, openRoute, test } from '../e2e/fixtures';
import { presetOptions, uploadFiles, waitForRows } from '../e2e/image-helpers';

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
  const row = page.locator('[data-testid="result-row"][data-name="photo.heic"]');
  await expect(row).toHaveAttribute('data-status', 'failed');
  await expect(row.getByTestId('row-error')).toContainText(MISMATCH);
  await expect(row.getByTestId('row-error')).not.toContainText('could not be downloaded');
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
