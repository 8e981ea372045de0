import type { Browser, Page } from '@playwright/test';
import { watchLongTasks } from './app-session';
import { traceLongestTask } from './long-tasks';

export interface TextDiffBench {
  /** Characters on each side. */
  chars: number;
  /** Longest main-thread task (PerformanceObserver 'longtask', wall time) while the two texts load, compare and render. Target ≤ 200 ms. */
  longestTaskMs: number;
  /** The same task's CPU time on the main thread (from a trace): what the page costs, whatever the machine's load. */
  longestTaskCpuMs: number;
  /** Longest task while scrolling the result to its end and back and switching to the unified view. */
  longestTaskBrowsingMs: number;
  /** From dropping the second text to the counts shown and the rows painted. */
  compareMs: number;
}

type TextsWindow = { benchTexts: Record<'left' | 'right', string> };

/** Makes the two texts in the page before measuring (making them is not the tool's work). */
export async function makeTexts(page: Page) {
  await page.evaluate(() => {
    const lines = Array.from({ length: 25_000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet ${(i * 7) % 97}`);
    (window as unknown as TextsWindow).benchTexts = {
      left: lines.join('\n'),
      right: lines.map((line, i) => (i % 10 === 5 ? line.toUpperCase() : line)).join('\n'),
    };
  });
}

/** Drops the texts on the two sides, as a visitor would, and waits for the result to be painted. */
async function dropAndWait(page: Page) {
  return page.evaluate(async () => {
    const texts = (window as unknown as TextsWindow).benchTexts;
    let dropped = 0;
    for (const side of ['left', 'right'] as const) {
      const transfer = new DataTransfer();
      transfer.items.add(new File([texts[side]], `${side}.txt`, { type: 'text/plain' }));
      const zone = document.querySelector(`[data-testid="diff-${side}-side"]`)!;
      for (const type of ['dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      dropped = performance.now();
    }
    while (document.querySelector('[data-testid="diff-summary-removed"]')?.textContent !== '−2,500' || !document.querySelector('[data-testid="diff-row"]')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { chars: texts.left.length, compareMs: Math.round(performance.now() - dropped) };
  });
}

/**
 * Two 1 MB texts (25,000 lines, every tenth changed) dropped on text-diff's sides; the texts are made
 * in the page so no megabytes cross the DevTools protocol while measuring.
 */
export async function benchTextDiff(browser: Browser, page: Page, browse = true): Promise<TextDiffBench> {
  await page.goto('/text/text-diff');
  await page.getByTestId('diff-right-side').waitFor();
  await makeTexts(page);
  const longest = await watchLongTasks(page);
  const traced = await traceLongestTask(browser, page, () => dropAndWait(page));
  const longestTaskMs = await longest();

  const { chars, compareMs } = traced.result;
  if (!browse) return { chars, longestTaskMs, longestTaskCpuMs: traced.cpuMs, longestTaskBrowsingMs: 0, compareMs };
  const browsing = await watchLongTasks(page);
  const view = page.getByTestId('diff-view');
  await view.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('[data-testid="diff-row"]', { hasText: 'LINE 24995' }).first().waitFor();
  await view.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('diff-view-mode').getByText('Unified').click();
  await page.locator('[data-testid="diff-view"][data-view="unified"]').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { chars, longestTaskMs, longestTaskCpuMs: traced.cpuMs, longestTaskBrowsingMs: await browsing(), compareMs };
}
