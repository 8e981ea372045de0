import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers for the date code-runner screens (dayjs-utils, moment-utils), which share one UI. */
export const runner = (page: Page) => ({
  editor: page.getByTestId('code-runner-editor'),
  result: page.getByTestId('code-runner-result'),
  error: page.getByTestId('code-runner-error'),
  console: page.getByTestId('code-runner-console'),
  runButton: page.getByTestId('code-runner-run'),

  async chooseExample(title: string) {
    await page.getByTestId('code-runner-example').selectOption({ label: title });
  },

  /** Replaces the code and runs it with the Run button. */
  async run(code: string) {
    await this.editor.fill(code);
    await this.runButton.click();
  },
});

/** Collects Content-Security-Policy violations, so a test can prove the sandbox works under the real policy. */
export async function watchCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
  return violations;
}

/**
 * Starts a runaway run and proves the page stays responsive while it runs: measured in the page from
 * the click until the run ends, the event loop never stalls for anything near the run's length,
 * and text typed into a field during the run shows up while the run is still going.
 */
export async function expectResponsiveDuringRun(page: Page) {
  const typed = 'still responsive';
  const monitor = page.evaluate(
    (expected) =>
      new Promise<{ longestGap: number; typedWhileRunning: boolean; ranFor: number }>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="code-runner-run"]')!;
        const search = document.querySelector<HTMLInputElement>('nav input')!;
        const started = performance.now();
        let last = started;
        let longestGap = 0;
        let typedWhileRunning = false;
        let sawRunning = false;
        button.click();
        const timer = setInterval(() => {
          const now = performance.now();
          longestGap = Math.max(longestGap, now - last);
          last = now;
          const running = button.getAttribute('data-loading') === 'true';
          sawRunning ||= running;
          if (running && search.value === expected) typedWhileRunning = true;
          if ((sawRunning && !running) || now - started > 8000) {
            clearInterval(timer);
            resolve({ longestGap, typedWhileRunning, ranFor: now - started });
          }
        }, 20);
      }),
    typed,
  );
  await page.locator('nav input').first().fill(typed);
  const { longestGap, typedWhileRunning, ranFor } = await monitor;
  expect(ranFor, 'the run lasted about its time limit').toBeGreaterThan(1500);
  expect(typedWhileRunning, 'typing reached the page while the snippet ran').toBe(true);
  // A blocked main thread shows one gap as long as the whole run; measured against this run's own
  // length, not a fixed number of milliseconds, so a busy machine does not fail it.
  expect(longestGap).toBeLessThan(ranFor / 2);
  await page.locator('nav input').first().fill('');
}
