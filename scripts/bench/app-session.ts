import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../tests/browser-launch';

export interface AppSession {
  browser: Browser;
  /** A fresh page on the built app's origin. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the production build (vite preview) and opens Debian's Chromium on it. */
export async function openAppSession(port = Number(process.env.PORT ?? 4180), distDir = process.env.DIST_DIR ?? 'dist'): Promise<AppSession> {
  const server: ChildProcess = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort', '--outDir', distDir], { stdio: 'ignore' });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const baseURL = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(baseURL)).ok) break;
    } catch (error) {
      if (attempt > 80) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    browser,
    async newPage() {
      const page = await browser.newPage({ baseURL, acceptDownloads: true });
      await page.goto('/');
      return page;
    },
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

/** Records the longest main-thread task (PerformanceObserver 'longtask') from now on. */
export async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longestTaskMs: number };
    w.longestTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTaskMs = Math.max(w.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => Math.round((window as unknown as { longestTaskMs: number }).longestTaskMs));
}

export const BENCH_MEDIA_PATH = '/__bench__/';

/**
 * Copies benchmark photos into the served folder, so pages fetch them from the origin instead of
 * receiving megabytes through the DevTools protocol (which would itself block the page).
 */
export function stageBenchMedia(photosDir: string, distDir = process.env.DIST_DIR ?? 'dist'): { names: string[]; cleanup(): void } {
  const target = path.join(distDir, BENCH_MEDIA_PATH);
  mkdirSync(target, { recursive: true });
  const names = readdirSync(photosDir).filter((name) => /\.jpe?g$/i.test(name)).sort();
  for (const name of names) cpSync(path.join(photosDir, name), path.join(target, name));
  return { names, cleanup: () => rmSync(target, { recursive: true, force: true }) };
}

/** Drops files (fetched from the origin, renamed) onto the page's upload zone, as a visitor would. */
/**
 * Fetches the files into the page as File objects, ready for dropFiles: a benchmark stages them
 * before its clock starts, as a visitor's files are on disk before the drop (fetching 20 photos
 * from the bench's server took a fifth of a batch's time).
 */
export async function stageFiles(page: Page, files: { url: string; name: string }[]): Promise<void> {
  await page.evaluate(async (list) => {
    const transfer = new DataTransfer();
    for (const { url, name } of list) {
      const blob = await (await fetch(url)).blob();
      transfer.items.add(new File([blob], name, { type: blob.type || 'image/jpeg' }));
    }
    (window as unknown as { stagedFiles: DataTransfer }).stagedFiles = transfer;
  }, files);
}

/** Drops files on the upload zone: those given (fetched first), or else those staged by stageFiles. */
export async function dropFiles(page: Page, files?: { url: string; name: string }[]): Promise<void> {
  if (files) await stageFiles(page, files);
  await page.evaluate(() => {
    const w = window as unknown as { stagedFiles: DataTransfer; droppedAt: number };
    const zone = document.querySelector('[data-testid="upload-zone"]')!;
    w.droppedAt = performance.now();
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: w.stagedFiles, bubbles: true, cancelable: true }));
    }
  });
}

/**
 * Drops the files staged by stageFiles and resolves with the milliseconds, timed in the page, until
 * `count` rows have ended (done or failed). Playwright's locator waits poll with a back-off of up to
 * half a second, which added as much to a one-second batch; a MutationObserver sees the last row
 * change in the same task.
 */
export async function dropAndTimeBatch(page: Page, count: number): Promise<number> {
  await page.evaluate((total) => {
    (window as unknown as { batchEnded: Promise<number> }).batchEnded = new Promise<number>((resolve) => {
      // No named functions in here: tsx would wrap them in its __name helper, which the page lacks.
      const observer = new MutationObserver(() => {
        const rows = [...document.querySelectorAll('[data-testid="result-row"]')];
        if (rows.length !== total || !rows.every((row) => ['done', 'failed'].includes(row.getAttribute('data-status') ?? ''))) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
    });
  }, count);
  await dropFiles(page);
  return page.evaluate(async () => {
    const w = window as unknown as { batchEnded: Promise<number>; droppedAt: number };
    return (await w.batchEnded) - w.droppedAt;
  });
}

/**
 * Waits until every row of a batch has ended, read from the summary line ("N of T done, F failed"):
 * long batches are virtualised, so counting row elements would never reach T.
 */
export async function waitForBatchEnd(page: Page, count: number, timeout = 1_200_000): Promise<{ done: number; failed: number }> {
  const summary = page.getByTestId('batch-summary');
  await page.waitForFunction(
    (total) => {
      const match = /^(\d+) of (\d+) done, (\d+) failed/.exec(document.querySelector('[data-testid="batch-summary"]')?.textContent?.trim() ?? '');
      return !!match && Number(match[2]) === total && Number(match[1]) + Number(match[3]) === total;
    },
    count,
    { timeout, polling: 500 },
  );
  const [, done, , failed] = /^(\d+) of (\d+) done, (\d+) failed/.exec((await summary.textContent())!.trim())!;
  return { done: Number(done), failed: Number(failed) };
}
