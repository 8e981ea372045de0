import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The renderer processes of this page's browser (CDP SystemInfo), so other browsers on the machine do not count. */
export async function rendererPids(page: Page): Promise<number[]> {
  const cdp = await page.context().browser()!.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
  } finally {
    await cdp.detach();
  }
}

/** Resident memory (bytes) of those processes, read from /proc. */
export function residentBytes(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended while we read it.
    }
  }
  return total;
}

/** Samples the peak resident memory of the page's renderers every 200 ms until `stop()`. */
export async function samplePeak(page: Page): Promise<{ idle: number; stop(): number }> {
  const pids = await rendererPids(page);
  const idle = residentBytes(pids);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pids))), 200);
  return {
    idle,
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pids));
    },
  };
}
