import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
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
