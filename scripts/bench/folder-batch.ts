import { linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForBatchEnd, watchLongTasks } from './app-session';
import { samplePeak } from './renderer-memory';

const MB = 1024 * 1024;

/**
 * A folder of `count` real small photos (640×400 JPEGs from the fixtures, repeated under new names),
 * made on disk for the run and removed after it: never committed.
 */
function photoFolder(photosSmall: string, count: number): { dir: string; cleanup(): void } {
  const sources = readdirSync(photosSmall).filter((name) => name.endsWith('.jpg'));
  const dir = path.join(tmpdir(), `localbox-bench-folder-${count}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) linkSync(path.join(photosSmall, sources[i % sources.length]), path.join(dir, `photo-${String(i).padStart(5, '0')}.jpg`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One folder of photos chosen with "Choose a folder" on image-converter at its defaults, every result
 * saved into a picked folder (the browser's own file system stands in for the system dialog): the
 * time, the renderer's peak memory and the longest main-thread task while the batch runs.
 */
async function folderBatch(page: Page, photosSmall: string, count: number) {
  const photos = photoFolder(photosSmall, count);
  const target = `bench-${count}-${Date.now()}`;
  try {
    await page.addInitScript((folder) => {
      (window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
    }, target);
    await page.goto('/image/image-converter');
    await page.evaluate(() => localStorage.removeItem('localbox-options:image-converter'));
    await page.reload();
    await page.getByRole('button', { name: 'Save to a folder…' }).click();
    await page.getByTestId('save-folder-name').waitFor();
    const memory = await samplePeak(page);
    const longestTask = await watchLongTasks(page);
    const started = Date.now();
    await page.getByTestId('upload-folder-input').setInputFiles(photos.dir);
    const { done, failed } = await waitForBatchEnd(page, count, 3_600_000);
    const seconds = (Date.now() - started) / 1000;
    const peak = memory.stop();
    const saved = await page.evaluate(async (folder) => {
      let files = 0;
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) if (name.endsWith('.webp')) files++;
      await (await navigator.storage.getDirectory()).removeEntry(folder, { recursive: true });
      return files;
    }, target);
    return {
      photos: count,
      done,
      failed,
      savedFiles: saved,
      seconds: Math.round(seconds * 10) / 10,
      rendererPeakMB: Math.round(peak / MB),
      rendererIdleMB: Math.round(memory.idle / MB),
      longestMainThreadTaskMs: await longestTask(),
    };
  } finally {
    photos.cleanup();
  }
}

/** 1,000 then 10,000 photos saved to a folder, the second's time as a ratio of the first's (target ≤ 10×, memory ≤ 1 GB). */
export async function benchFolderBatch(newPage: () => Promise<Page>, photosSmall: string) {
  const thousand = await folderBatch(await newPage(), photosSmall, Number(process.env.BENCH_FOLDER_SMALL ?? 1000));
  const tenThousand = await folderBatch(await newPage(), photosSmall, Number(process.env.BENCH_FOLDER_LARGE ?? 10_000));
  return { thousand, tenThousand, timeRatio: Math.round((tenThousand.seconds / thousand.seconds) * 10) / 10 };
}
