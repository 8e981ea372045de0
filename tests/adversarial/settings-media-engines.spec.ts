import { expect, openRoute, test } from '../e2e/fixtures';

/**
 * Issue 29, Low 5 and 9: a saved setting that no longer fits, and engine files the host answers
 * wrongly. Each case is one page load with inputs made here.
 */

test.describe('a saved setting that no longer fits', () => {
  test('word-count opens with the bad field at its default and the valid one kept', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('localbox-options:word-count', JSON.stringify({ language: 'xx', debug: true })));
    await openRoute(page, '/writer/word-count');
    await expect(page.getByTestId('word-count-input')).toBeVisible();
    await page.getByTestId('word-count-input').fill('One two three. Four five.');
    await expect(page.getByTestId('stat-words-value')).toHaveText('5');
    await expect(page.getByTestId('word-count-language').locator('input:checked')).toHaveValue('auto');
    // The valid field survived: the details panel it keeps open is open.
    await expect(page.getByTestId('word-count-debug')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("a screen that throws does not blame the connection, and resetting the tool's settings brings it back", async ({ page }) => {
    // The word-count screen's code, changed to throw while anything is saved for it: a render error, as a setting no schema caught would give.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const marker = /"data-testid":(["`])word-count-input\1/;
      if (!marker.test(body)) return route.fulfill({ response, body });
      const throwing = `"data-testid":(()=>{if(localStorage.getItem("localbox-options:word-count"))throw new TypeError("Cannot read properties of undefined (reading 'reading')");return"word-count-input"})()`;
      await route.fulfill({ response, body: body.replace(marker, throwing) });
    });
    await page.addInitScript(() => localStorage.setItem('localbox-options:word-count', JSON.stringify({ language: 'zh', debug: false })));
    await page.goto('/writer/word-count');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This screen stopped with an error');
    await expect(alert).not.toContainText(/connection/i);
    await alert.getByRole('button', { name: "Reset this tool's settings" }).click();
    await expect(page.getByTestId('word-count-input')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('localbox-options:word-count'))).toBeNull();
    // Chunks the page still loads once idle would reach the handler after the context closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

// Media cut off in the middle (Low 8) is tried in each media tool's main flow, beside the whole
// files: plugins/video-compress and plugins/audio-converter.

test.describe('engine files the host answers wrongly', () => {
  test('the preview server answers a missing engine file 404, not with the app page', async ({ request }) => {
    const missing = await request.get('/engines/ffmpeg/0.0.0/st/ffmpeg-core.wasm');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toMatch(/html/);
    expect((await request.get('/engines/svg-to-pdf/fonts/faces.json')).status()).toBe(200);
  });

  test.describe('through the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a changed engine file or a page in its place is neither used nor cached; the pinned file is', async ({ page, context }) => {
      await openRoute(page, '/');
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
      // What a host (or something between it and the visitor) could send in place of two engine files.
      await context.route('**/engines/svg-to-pdf/fonts/faces.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[{"file":"elsewhere.woff","unicodeRange":"U+0-10FFFF"}]' }),
      );
      await context.route('**/engines/favicon-generator/emoji/1f600.svg', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Localbox</title>' }));

      const outcome = await page.evaluate(async () => {
        const read = async (path: string) => {
          try {
            const response = await fetch(path);
            return `${response.status} ${(await response.text()).slice(0, 12)}`;
          } catch (error) {
            return `failed: ${String(error)}`;
          }
        };
        return { changed: await read('/engines/svg-to-pdf/fonts/faces.json'), page: await read('/engines/favicon-generator/emoji/1f600.svg'), pinned: await read('/engines/favicon-generator/emoji/1f680.svg') };
      });
      expect(outcome.changed).toMatch(/^failed/);
      expect(outcome.page).toMatch(/^404/);
      expect(outcome.pinned).toMatch(/^200 <svg/);

      const cached = () =>
        page.evaluate(async () => {
          const paths: string[] = [];
          for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
          return paths.filter((path) => path.startsWith('/engines/'));
        });
      await expect.poll(cached).toContain('/engines/favicon-generator/emoji/1f680.svg');
      expect(await cached()).toEqual(['/engines/favicon-generator/emoji/1f680.svg']);
    });
  });
});
