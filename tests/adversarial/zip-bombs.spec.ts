import type { Page } from '@playwright/test';
import { storedEntry, writeZip, zerosDeflate, type RawEntry } from '../../core/files/testing/zip-writer';
import { expect, openRoute, recordToasts, test } from '../e2e/fixtures';
import { nodeCodecs } from '../e2e/image-helpers';
import { plainPng } from './hostile';

/**
 * ZIP bombs dropped on an image tool (issue 29), each made here by writing the headers by hand: the
 * archives are small and declare what a hostile one would. The archive's directory is judged in a
 * worker before anything is inflated, so each gets a translated reason at once, the page never
 * freezes (the code before froze for seconds, or said nothing at all) and no row is made for a bomb.
 */

/** Longest main-thread task since the last call (PerformanceObserver 'longtask'), in ms. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const state = { longest: 0 };
    (window as unknown as { __longTasks: typeof state }).__longTasks = state;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (state.longest = Math.max(state.longest, entry.duration)))).observe({ type: 'longtask' });
  });
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __longTasks: { longest: number } }).__longTasks;
      const { longest } = state;
      state.longest = 0;
      return longest;
    });
}

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
const zipFile = (name: string, entries: RawEntry[]): Upload => ({ name, mimeType: 'application/zip', buffer: Buffer.from(writeZip(entries)) });

/** The files the next hand-over makes in the page, served to it from `/__zip-bombs/<name>`. */
const served = new Map<string, Upload>();

/**
 * Hands files to the upload input as a browser would: made in the page (fetched from a route the
 * test answers, each `copies` times), set on the input (after `beforeHandOver`), a change event sent. Playwright's own
 * setInputFiles decodes a buffer on the page's main thread (8 s for 10 MB here), which would hide
 * what the app does.
 */
async function handToInput(page: Page, files: Upload[], { copies = 1, beforeHandOver = async (): Promise<unknown> => undefined } = {}) {
  // Once react-dropzone runs the zone the page has settled: the input is the one that stays.
  await expect(page.getByTestId('upload-zone')).toHaveAttribute('data-dropzone', 'true');
  for (const file of files) served.set(file.name, file);
  // Made in one task, handed over in the next: the longest-task figures are the app's, not the test's.
  await page.evaluate(
    async ({ list, copies }) => {
      const transfer = new DataTransfer();
      for (const { name, type } of list) {
        const bytes = await (await fetch(`/__zip-bombs/${name}`)).blob();
        for (let copy = 0; copy < copies; copy++) transfer.items.add(new File([bytes], copies > 1 ? `${copy}-${name}` : name, { type }));
      }
      (window as unknown as { __handed: FileList }).__handed = transfer.files;
    },
    { list: files.map(({ name, mimeType }) => ({ name, type: mimeType })), copies },
  );
  await beforeHandOver();
  await page.getByTestId('upload-input').evaluate((input: HTMLInputElement) => {
    input.files = (window as unknown as { __handed: FileList }).__handed;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
/**
 * Well beyond what a hand-over of rows takes even on a slow, loaded machine, and below the freezes the
 * code before caused (2.7 s to 9.6 s on a fast one). The 50 ms target is the bench's to measure.
 */
const RESPONSIVE_MS = 2000;

test.beforeAll(async () => {
  await nodeCodecs();
});

// Routed for the page's whole life: routing switched off while the archive worker's script was being
// fetched left that request paused for good (Chromium's interception), so the worker never started.
test.beforeEach(async ({ page }) => {
  served.clear();
  await page.route('**/__zip-bombs/*', (route) => {
    const file = [...served.values()].find(({ name }) => route.request().url().endsWith(`/${name}`))!;
    return route.fulfill({ body: file.buffer, contentType: file.mimeType });
  });
});

test('a 4 GB zip64 entry, 100,000 entries and a 1 GiB text entry are refused from the directory, with their reason, before inflating', async ({ page }) => {
  const longestTask = await watchLongTasks(page);
  const toast = await recordToasts(page);
  await openRoute(page, '/image/image-converter');

  // One entry declaring 4 GB behind zip64 fields (the code before made it a row: "The file is empty").
  await handToInput(page, [zipFile('zip64.zip', [{ name: 'photo.png', data: zerosDeflate(16).data, method: 8, size: 4 * 1024 ** 3, zip64: true }])]);
  await toast('photo.png in zip64.zip would unpack to 4.00 GB, over the 200 MB limit');

  // 100,000 entries (the code before froze 2.7 s, then showed nothing).
  await handToInput(page, [zipFile('entries.zip', Array.from({ length: 100_000 }, (_, i) => storedEntry(`${i}.png`)))], { beforeHandOver: longestTask });
  await toast('entries.zip: 100,000 entries — a batch takes 10,000');
  expect(await longestTask()).toBeLessThan(RESPONSIVE_MS);

  // 1 MB holding one entry that really inflates to 1 GiB of zeros (the code before inflated it, 9.6 s and 2 GB of heap, to reject it by name).
  const gibibyte = zerosDeflate(4_161_790);
  await handToInput(page, [zipFile('text.zip', [{ name: 'readme.txt', data: gibibyte.data, method: 8, size: gibibyte.size }])], { beforeHandOver: longestTask });
  await toast('text.zip holds no file this tool takes: 1 TXT file');
  expect(await longestTask()).toBeLessThan(RESPONSIVE_MS);
  await expect(page.getByTestId('result-row')).toHaveCount(0);
});

test('20,000 rejected entries are named as the first few and "and N more"; the one photo beside them becomes a row', async ({ page }) => {
  const longestTask = await watchLongTasks(page);
  const toast = await recordToasts(page);
  await openRoute(page, '/image/image-converter');
  const notes = Array.from({ length: 20_000 }, (_, i) => storedEntry(`notes/${i}.txt`, new Uint8Array([i & 255])));
  await handToInput(page, [zipFile('mixed.zip', [storedEntry('keep.png', await plainPng()), ...notes])], { beforeHandOver: longestTask });
  const rejected = await toast('mixed.zip/notes/4.txt, and 19,995 more cannot be used here');
  expect(rejected).toContain('mixed.zip/notes/0.txt');
  // The code before joined all 20,000 names (1.1 MB of text) and kept the page busy for minutes.
  expect(rejected.length).toBeLessThan(1000);
  await expect(page.locator('[data-testid="result-row"][data-name="keep.png"]')).toHaveAttribute('data-status', 'done');
  expect(await longestTask()).toBeLessThan(RESPONSIVE_MS);
});

test('a ZIP of 16 ZIPs, three levels deep, says in German that it holds no file the tool takes and that inner ZIPs are not opened', async ({ page }) => {
  const level3 = writeZip([storedEntry('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))]);
  const level2 = writeZip(Array.from({ length: 16 }, (_, i) => storedEntry(`inner-${i}.zip`, level3)));
  const toast = await recordToasts(page);
  await openRoute(page, '/image/image-converter?lng=de');
  await handToInput(page, [zipFile('nested.zip', Array.from({ length: 16 }, (_, i) => storedEntry(`level-${i}.zip`, level2)))]);
  const said = await toast('nested.zip enthält keine Datei, die dieses Werkzeug nimmt: 16 ZIP-Dateien');
  expect(said).toContain('ZIP-Dateien in einer ZIP-Datei werden nicht geöffnet.');
  await expect(page.getByTestId('result-row')).toHaveCount(0);
});

// The longest task is recorded, not asserted: a duration depends on the machine (the bench holds the 50 ms target).
test('a 1,000-photo drop and a 10,000-entry ZIP all become rows @slow', async ({ page }) => {
  test.setTimeout(300_000);
  const longestTask = await watchLongTasks(page);
  await openRoute(page, '/image/image-converter');
  const photo = await plainPng(8, 8);
  const report = (what: string, ms: number) => test.info().annotations.push({ type: 'longest main-thread task', description: `${what}: ${Math.round(ms)} ms` });
  const rows = page.getByTestId('results-list');
  await handToInput(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: photo }], { copies: 1000, beforeHandOver: longestTask });
  await expect(rows).toHaveAttribute('data-rows', '1000', { timeout: 60_000 });
  const dropLongest = await longestTask();
  report('1,000-photo drop', dropLongest);
  await handToInput(page, [zipFile('photos.zip', Array.from({ length: 10_000 }, (_, i) => storedEntry(`photos/${i}.png`, photo)))], { beforeHandOver: longestTask });
  await expect(rows).toHaveAttribute('data-rows', '11000', { timeout: 200_000 });
  const zipLongest = await longestTask();
  report('10,000-entry ZIP', zipLongest);
});
