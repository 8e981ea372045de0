import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openRoute, test } from '../e2e/fixtures';
import { uploadFiles, waitForRows } from '../e2e/image-helpers';
import { openMediaTool } from '../e2e/media-helpers';

/**
 * Issue 29, Low 5, 8 and 9: a saved setting that no longer fits, a media file cut off in the middle,
 * and engine files the host answers wrongly. Each case is one page load with inputs made here.
 */

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** Runs native ffmpeg on lavfi sources (a test pattern, a tone) and returns the file it wrote. */
function synthesize(name: string, args: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-cut-'));
  try {
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path.join(dir, name)]);
    return readFileSync(path.join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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

test.describe('media cut off in the middle', () => {
  test.describe.configure({ timeout: 300_000 });

  test('video-compress fails a cut-off MP4 with the reason, and still compresses a whole one', async ({ page }) => {
    // 2 s of 160×120 H.264 with its index first (faststart): cut, the index still promises every frame.
    const whole = synthesize('whole.mp4', ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=15', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']);
    const cut = whole.subarray(0, Math.round(whole.length * 0.6));
    await openMediaTool(page, '/video/video-compress');
    await uploadFiles(page, [
      { name: 'cut.mp4', mimeType: 'video/mp4', buffer: cut },
      { name: 'whole.mp4', mimeType: 'video/mp4', buffer: whole },
    ]);
    await waitForRows(page, 2, 240_000);
    await expect(row(page, 'cut.mp4')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'cut.mp4').getByTestId('row-error')).toContainText(/cut off or damaged/);
    await expect(row(page, 'whole.mp4')).toHaveAttribute('data-status', 'done');
  });

  test('audio-converter fails a cut-off M4A with the reason, and still converts a whole one', async ({ page }) => {
    // 3 s of AAC with its index first: cut, the index still promises every packet.
    const whole = synthesize('whole.m4a', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart']);
    await openMediaTool(page, '/audio/audio-converter');
    await uploadFiles(page, [
      { name: 'cut.m4a', mimeType: 'audio/mp4', buffer: whole.subarray(0, Math.round(whole.length * 0.3)) },
      { name: 'whole.m4a', mimeType: 'audio/mp4', buffer: whole },
    ]);
    await waitForRows(page, 2, 240_000);
    await expect(row(page, 'cut.m4a')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'cut.m4a').getByTestId('row-error')).toContainText(/cut off or damaged/);
    await expect(row(page, 'whole.m4a')).toHaveAttribute('data-status', 'done');
  });
});

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
