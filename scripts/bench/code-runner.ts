import type { Page } from '@playwright/test';

/**
 * The code runners' QuickJS sandbox (issue 15): seconds from opening moment-utils (the heavier
 * library) to its first result, which includes compiling the wasm engine and evaluating the library,
 * and the median of five warm runs after it, each timed in the page from the click to the result.
 */
export async function benchCodeRunner(page: Page) {
  // tsx keeps function names with a __name helper that page.evaluate's copies would miss.
  await page.addInitScript('window.__name = (fn) => fn');
  const started = Date.now();
  await page.goto('/date/moment-utils');
  await page.getByTestId('code-runner-result').waitFor({ timeout: 120_000 });
  const firstSeconds = (Date.now() - started) / 1000;
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.getByTestId('code-runner-editor').fill(`moment.utc(${i} * 86400000).format('YYYY-MM-DD')`);
    const expected = new Date(i * 86_400_000).toISOString().slice(0, 10);
    warm.push(
      await page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const begin = performance.now();
            const done = () => document.querySelector('[data-testid="code-runner-result"]')?.textContent === text;
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              resolve(performance.now() - begin);
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            document.querySelector<HTMLButtonElement>('[data-testid="code-runner-run"]')!.click();
          }),
        expected,
      ),
    );
  }
  warm.sort((a, b) => a - b);
  return { firstResultSeconds: Math.round(firstSeconds * 100) / 100, warmRunMsMedian: Math.round(warm[2]), warmRunMsWorst: Math.round(warm[4]) };
}
