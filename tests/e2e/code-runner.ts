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
    await page.getByTestId('code-runner-example').click();
    await page.getByRole('option', { name: title, exact: true }).click();
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

/** Proves the page stays responsive while a runaway snippet runs: script and typing both answer at once. */
export async function expectResponsivePage(page: Page) {
  const roundTrip = await page.evaluate(
    () => new Promise<number>((resolve) => {
      const t0 = performance.now();
      setTimeout(() => resolve(performance.now() - t0), 0);
    }),
  );
  expect(roundTrip).toBeLessThan(200);
  const search = page.locator('nav input').first();
  const started = Date.now();
  await search.fill('moment');
  await expect(search).toHaveValue('moment');
  expect(Date.now() - started).toBeLessThan(1000);
  await search.fill('');
}
